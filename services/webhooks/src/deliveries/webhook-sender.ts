import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { resolveAllowed } from '../endpoints/address-rules.js';
import { outcomeOf, type AttemptOutcome } from './retry-schedule.js';

/** A delivery attempt's time limit, connection and answer together. */
export const DELIVERY_TIMEOUT_MS = 10_000;

export interface OutgoingWebhook {
  url: string;
  secret: string;
  messageId: string;
  body: string;
  /** This attempt's time (the `webhook-timestamp`, signed with the id and the body). */
  at: Date;
}

/** The Standard Webhooks headers of one attempt (signed by the `standardwebhooks` library). */
export function signedHeaders(message: OutgoingWebhook): Record<string, string> {
  return {
    'webhook-id': message.messageId,
    'webhook-timestamp': String(Math.floor(message.at.getTime() / 1000)),
    'webhook-signature': new Webhook(message.secret).sign(
      message.messageId,
      message.at,
      message.body,
    ),
  };
}

/**
 * Sends one attempt: the host is resolved and checked now (no SSRF), the connection goes to
 * the address checked (a second lookup cannot swap it), redirects are not followed, and the
 * whole exchange has DELIVERY_TIMEOUT_MS.
 */
export async function sendWebhook(
  message: OutgoingWebhook,
  allowPrivate: boolean,
): Promise<AttemptOutcome> {
  const url = new URL(message.url);
  const resolved = await resolveAllowed(url, allowPrivate);
  if ('refused' in resolved) return { kind: 'failed', statusCode: null, error: resolved.refused };
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: resolved.address, family: resolved.family },
      ]);
    } else callback(null, resolved.address, resolved.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = send(
      url,
      {
        method: 'POST',
        lookup: pinned,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Sandglass-Webhooks/1.0',
          'content-length': String(Buffer.byteLength(message.body)),
          ...signedHeaders(message),
        },
      },
      (res: IncomingMessage) => {
        // The answer's body is not kept; reading it lets the connection end cleanly.
        res.on('data', () => undefined);
        res.on('error', () => undefined);
        res.on('end', () => finish(outcomeOf(res.statusCode ?? 0)));
        res.on('close', () => finish(outcomeOf(res.statusCode ?? 0)));
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish({
        kind: 'retry',
        statusCode: null,
        error: `The endpoint did not answer within ${DELIVERY_TIMEOUT_MS / 1000} seconds.`,
      });
    }, DELIVERY_TIMEOUT_MS);
    req.on('error', (error: NodeJS.ErrnoException) =>
      finish({
        kind: 'retry',
        statusCode: null,
        error: `The endpoint could not be reached (${error.code ?? error.message}).`,
      }),
    );
    req.end(message.body);
  });
}
