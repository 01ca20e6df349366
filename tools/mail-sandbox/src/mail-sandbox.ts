import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { htmlFrame, listPage, messagePage } from './pages.js';

/** One message the sandbox caught. */
export interface CaughtMail {
  id: string;
  receivedAt: string;
  /** The SMTP envelope: who it was really sent to. */
  envelope: { from: string; to: string[] };
  from: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  messageId: string | null;
  date: string | null;
  text: string;
  html: string | null;
  /** Every header line as it arrived. */
  headers: string[];
}

export interface MailSandbox {
  /** What SMTP_URL should be for the mail worker to send here. */
  smtpUrl: string;
  /** The page listing what was caught. */
  url: string;
  close(): Promise<void>;
}

export interface MailSandboxOptions {
  host?: string;
  /** 0 picks a free port. */
  smtpPort: number;
  httpPort: number;
  /** The address browsers reach the page at, when not http://host:httpPort. */
  publicUrl?: string;
}

/** The most messages kept; older ones are dropped first. */
export const KEPT = 1_000;

/**
 * A local mail sandbox: an SMTP server that accepts every message and keeps it in memory, and
 * a web page on its own port that lists them (newest first) and shows each one: its HTML in a
 * sandboxed frame under a strict Content-Security-Policy, its text part and its headers.
 * Tests read and clear it through `GET`/`DELETE /__mail/messages`.
 */
export async function startMailSandbox(options: MailSandboxOptions): Promise<MailSandbox> {
  const host = options.host ?? '127.0.0.1';
  const caught: CaughtMail[] = [];

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Accept whatever credentials SMTP_URL carries; nothing here is secret.
    onAuth: (_auth, _session, callback) => callback(null, { user: 'sandbox' }),
    logger: false,
    maxClients: 1000,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          caught.unshift(toCaught(mail, session.envelope));
          caught.splice(KEPT);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(options.smtpPort, host, resolve);
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http = createServer((request, response) => {
    try {
      route(request, response, caught);
    } catch {
      send(response, 500, 'text/plain; charset=utf-8', 'Something went wrong.');
    }
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.httpPort, host, resolve);
  });
  const httpPort = (http.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    url: options.publicUrl ?? `http://${host}:${httpPort}`,
    close: async () => {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/** A caught message's HTML: no scripts, no forms, nothing fetched but images; links open in a new tab. */
const MAIL_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; font-src data: https:; form-action 'none'; frame-ancestors 'self'; sandbox allow-popups allow-popups-to-escape-sandbox";

function route(request: IncomingMessage, response: ServerResponse, caught: CaughtMail[]): void {
  const { pathname } = new URL(request.url ?? '/', 'http://sandbox');
  const method = request.method ?? 'GET';
  if (pathname === '/__mail/messages') {
    if (method === 'GET') return json(response, 200, { messages: caught });
    if (method === 'DELETE') {
      caught.splice(0);
      response.writeHead(204).end();
      return;
    }
    return json(response, 405, { message: 'Use GET or DELETE.' });
  }
  if (method !== 'GET') return json(response, 405, { message: 'Only GET is served here.' });
  if (pathname === '/') {
    return send(response, 200, 'text/html; charset=utf-8', listPage(caught), PAGE_CSP);
  }
  const match = /^\/messages\/([\w-]+)(\/html)?$/.exec(pathname);
  const mail = match ? caught.find((one) => one.id === match[1]) : undefined;
  if (!match || !mail) {
    return send(
      response,
      404,
      'text/plain; charset=utf-8',
      'No such message (the sandbox keeps them in memory only).',
    );
  }
  if (match[2]) return send(response, 200, 'text/html; charset=utf-8', htmlFrame(mail), MAIL_CSP);
  return send(response, 200, 'text/html; charset=utf-8', messagePage(mail), PAGE_CSP);
}

function send(
  response: ServerResponse,
  status: number,
  type: string,
  body: string,
  csp?: string,
): void {
  response.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    ...(csp ? { 'Content-Security-Policy': csp } : {}),
  });
  response.end(body);
}

function json(response: ServerResponse, status: number, body: unknown): void {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body));
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const lists = Array.isArray(field) ? field : field ? [field] : [];
  return lists.flatMap((list) => list.value.map((one) => one.address ?? ''));
}

function toCaught(
  mail: ParsedMail,
  envelope: { mailFrom: false | { address: string }; rcptTo: { address: string }[] },
): CaughtMail {
  return {
    id: randomUUID(),
    receivedAt: new Date().toISOString(),
    envelope: {
      from: envelope.mailFrom ? envelope.mailFrom.address : '',
      to: envelope.rcptTo.map((rcpt) => rcpt.address),
    },
    from: mail.from?.text ?? '',
    to: addresses(mail.to),
    replyTo: mail.replyTo?.text ?? null,
    subject: mail.subject ?? '',
    messageId: mail.messageId ?? null,
    date: mail.date?.toISOString() ?? null,
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : null,
    headers: mail.headerLines.map((header) => header.line),
  };
}
