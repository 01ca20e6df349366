import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { Role } from '@sandglass/shared';
import {
  signTestToken,
  startTestService,
  type FakeClock,
  type RunningService,
} from '@sandglass/server/testing';
import { startGateway, type RunningGateway } from '../../gateway/test/gateway.js';
import { closedPort } from '../../gateway/test/upstream.js';
import { createAiApp } from '../src/app.js';
import { AiConfig } from '../src/config.js';
import { FAKE_API_KEY, FAKE_MODELS, startFakeLlm, type FakeLlm } from './fake-llm.js';

export interface AiStack {
  llm: FakeLlm;
  ai: RunningService;
  /** The real gateway in front of the ai service; tests talk to this. */
  gateway: RunningGateway;
  url: string;
  /** A new signed-in person of this role. */
  person(role?: Role): Person;
  close(): Promise<void>;
}

export interface Person {
  id: string;
  token: string;
  auth: { authorization: string };
}

/**
 * The fake LLM gateway, the real ai service pointed at it through AI_BASE_URL, and the real
 * gateway in front. Limits are generous unless `env` says otherwise.
 */
export async function startAiStack(
  env: Record<string, string | undefined> = {},
  clock?: FakeClock,
): Promise<AiStack> {
  const llm = await startFakeLlm();
  const ai = await startTestService(
    'ai',
    AiConfig,
    (config: AiConfig) => createAiApp(config, clock),
    {
      AI_BASE_URL: llm.url,
      AI_API_KEY: FAKE_API_KEY,
      AI_DEFAULT_MODEL: FAKE_MODELS.small,
      AI_TIMEOUT_MS: '1000',
      AI_RATE_LIMIT_PER_MINUTE: '1000',
      AI_DAILY_TOKEN_BUDGET: '10000000',
      SITE_URL: 'https://sandglass.example',
      FIRM_NAME: 'Sandglass Test Ventures',
      ...env,
    },
  );
  const closed = await closedPort();
  const gateway = await startGateway({
    AUTH_URL: closed,
    CONTENT_URL: closed,
    SOCIAL_URL: closed,
    AI_URL: ai.url,
  });
  return {
    llm,
    ai,
    gateway,
    url: gateway.url,
    person: (role: Role = 'guest') => {
      const id = randomUUID();
      const token = signTestToken(ai.privateKey, { sub: id, role });
      return { id, token, auth: { authorization: `Bearer ${token}` } };
    },
    close: async () => {
      await gateway.close();
      await ai.close();
      await llm.close();
    },
  };
}

export interface ServerSentEvent {
  event: string;
  data: unknown;
  /** Milliseconds since the request was sent. */
  at: number;
}

export interface EventStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** The JSON body when the answer was not a stream (a refusal before it started). */
  body?: unknown;
  events: ServerSentEvent[];
}

/**
 * POSTs with `Accept: text/event-stream` and collects the events with their arrival times.
 * `until` may stop reading early: the connection is then closed, as a closed tab would.
 */
export function postStream(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  until?: (event: ServerSentEvent) => boolean,
): Promise<EventStream> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
      },
      (res) => {
        const result: EventStream = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          events: [],
        };
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          if (!String(res.headers['content-type']).startsWith('text/event-stream')) return;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (data === undefined) continue;
            const event = {
              event: /^event: (.*)$/m.exec(block)?.[1] ?? 'message',
              data: JSON.parse(data) as unknown,
              at: performance.now() - started,
            };
            result.events.push(event);
            if (until?.(event)) {
              req.destroy();
              resolve(result);
              return;
            }
          }
        });
        res.on('end', () => {
          if (!String(res.headers['content-type']).startsWith('text/event-stream')) {
            result.body = JSON.parse(buffer);
          }
          resolve(result);
        });
      },
    );
    req.on('error', (error) => {
      if (!req.destroyed || !until) reject(error);
    });
    req.end(JSON.stringify(body));
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `promise` settles within `ms`. */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits until `check` passes, for effects that land just after a response (a row written). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(50);
    }
  }
}
