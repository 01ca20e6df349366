import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An answer the server gives to `RCPT TO`: accept (250), try later (451) or refuse (550). */
export type SmtpAnswer = 250 | 421 | 450 | 451 | 452 | 550 | 551 | 552 | 553 | 554;

export interface LoopbackSmtp {
  /** What SMTP_URL should be for a sender to send here. */
  url: string;
  /** Every message accepted, parsed, in the order they arrived. */
  messages: ParsedMail[];
  /**
   * The next answers to `RCPT TO:<address>`, one per attempt, then 250 again: `answer(a, 451)`
   * refuses the next attempt for a moment, `answer(a, 550)` refuses it for good.
   */
  answer(address: string, ...answers: SmtpAnswer[]): void;
  /**
   * How long the server waits, after it has the whole message (and counts it received), before
   * it answers 250: a sender killed meanwhile never learns that the message arrived.
   */
  setLatency(ms: number): void;
  /** How many times `RCPT TO:<address>` was asked, whatever the answer. */
  attempts(address: string): number;
  /** The first message (already received or yet to come) that matches. */
  waitFor(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** Resolves once `count()` of the messages match (waits for arrivals, never for a time). */
  waitForCount(
    match: (mail: ParsedMail) => boolean,
    count: number,
    timeoutMs?: number,
  ): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

const TEXT: Record<SmtpAnswer, string> = {
  250: 'OK',
  421: 'Service not available, closing channel',
  450: 'Mailbox unavailable, try again later',
  451: '4.7.1 Greylisted, try again later',
  452: 'Insufficient system storage',
  550: '5.1.1 No such user here',
  551: 'User not local',
  552: 'Mailbox full',
  553: 'Mailbox name not allowed',
  554: 'Transaction failed',
};

/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps every message it
 * accepts, parsed, and answers each recipient as a test asks: 250, a 4xx or a 5xx.
 */
export async function startLoopbackSmtp(): Promise<LoopbackSmtp> {
  const messages: ParsedMail[] = [];
  const planned = new Map<string, SmtpAnswer[]>();
  const asked = new Map<string, number>();
  const waiters = new Set<() => void>();
  let latencyMs = 0;
  const key = (address: string) => address.trim().toLowerCase();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Many mails at once over pooled connections.
    maxClients: 1000,
    onRcptTo(address, _session, callback) {
      const to = key(address.address);
      asked.set(to, (asked.get(to) ?? 0) + 1);
      const answer = planned.get(to)?.shift() ?? 250;
      if (answer === 250) return callback();
      const error = new Error(TEXT[answer]) as Error & { responseCode: number };
      error.responseCode = answer;
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          for (const wake of [...waiters]) wake();
          if (latencyMs > 0) setTimeout(callback, latencyMs);
          else callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const waitUntil = <T>(found: () => T | undefined, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const result = found();
        if (result === undefined) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(result);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`${what} within ${timeoutMs} ms.`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    answer: (address, ...answers) =>
      planned.set(key(address), [...(planned.get(key(address)) ?? []), ...answers]),
    setLatency: (ms) => {
      latencyMs = ms;
    },
    attempts: (address) => asked.get(key(address)) ?? 0,
    waitFor: (match, timeoutMs = 10_000) =>
      waitUntil(() => messages.find(match), timeoutMs, 'No matching email arrived'),
    waitForCount: (match, count, timeoutMs = 10_000) =>
      waitUntil(
        () => {
          const found = messages.filter(match);
          return found.length >= count ? found : undefined;
        },
        timeoutMs,
        `Fewer than ${count} matching emails arrived`,
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The addresses a message was sent to. */
export function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((list) => list.value.map((address) => address.address ?? ''));
}
