import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SocialPlatform } from '@sandglass/shared';
import type { SandboxFault, SandboxOperation, SandboxState } from './sandbox-state.js';

/** One request as a route handler sees it. */
export interface SandboxContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Named groups of the route's pattern. */
  params: Record<string, string>;
  body: Buffer;
  state: SandboxState;
  /** The sandbox's public address without a trailing slash, for links and issuers. */
  base: string;
}

export type SandboxHandler = (ctx: SandboxContext) => Promise<void> | void;

export interface SandboxRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: RegExp;
  handler: SandboxHandler;
}

/** How one platform words the answers a fault produces. */
export interface PlatformFaultAnswers {
  rateLimit(ctx: SandboxContext, resetSeconds: number): void;
  unauthorized(ctx: SandboxContext): void;
  duplicate(ctx: SandboxContext): void;
  serverError(ctx: SandboxContext): void;
  transient(ctx: SandboxContext): void;
}

/** Thrown by handlers for a request the platform would refuse; the server answers it. */
export class SandboxRefusal extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
  }
}

export function sendJson(
  ctx: SandboxContext,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (ctx.res.headersSent || ctx.res.destroyed) return;
  const text = JSON.stringify(body);
  ctx.res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  ctx.res.end(text);
}

export function sendEmpty(
  ctx: SandboxContext,
  status: number,
  headers: Record<string, string> = {},
) {
  if (ctx.res.headersSent || ctx.res.destroyed) return;
  ctx.res.writeHead(status, { 'content-length': 0, ...headers });
  ctx.res.end();
}

export function sendHtml(ctx: SandboxContext, status: number, html: string): void {
  if (ctx.res.headersSent || ctx.res.destroyed) return;
  ctx.res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
  });
  ctx.res.end(html);
}

export function redirect(ctx: SandboxContext, location: string): void {
  if (ctx.res.headersSent || ctx.res.destroyed) return;
  ctx.res.writeHead(303, { location, 'content-length': 0 });
  ctx.res.end();
}

/** Parameters from the query string and a form or JSON body, body winning (Graph style). */
export function params(ctx: SandboxContext): URLSearchParams {
  const merged = new URLSearchParams(ctx.url.searchParams);
  const type = ctx.req.headers['content-type'] ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) {
    for (const [key, value] of new URLSearchParams(ctx.body.toString('utf8')))
      merged.set(key, value);
  } else if (type.startsWith('application/json') && ctx.body.length) {
    const body = jsonBody(ctx);
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const [key, value] of Object.entries(body)) {
        merged.set(key, typeof value === 'string' ? value : JSON.stringify(value));
      }
    }
  }
  return merged;
}

/** The JSON body, or a refusal (400) when it is not JSON. */
export function jsonBody(ctx: SandboxContext): unknown {
  try {
    return JSON.parse(ctx.body.toString('utf8')) as unknown;
  } catch {
    throw new SandboxRefusal(400, { message: 'The request body is not valid JSON.', status: 400 });
  }
}

/** A multipart or urlencoded body as FormData (parsed by the platform's own Response). */
export async function formData(ctx: SandboxContext): Promise<FormData> {
  const type = ctx.req.headers['content-type'] ?? '';
  try {
    return await new Response(new Uint8Array(ctx.body), {
      headers: { 'content-type': type },
    }).formData();
  } catch {
    throw new SandboxRefusal(400, { message: 'The request body is not a form.', status: 400 });
  }
}

export function bearer(ctx: SandboxContext): string | null {
  const header = ctx.req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (match) return match[1]!;
  return ctx.url.searchParams.get('access_token') ?? null;
}

/** The client id and secret from HTTP Basic authentication, if sent. */
export function basicCredentials(ctx: SandboxContext): { id: string; secret: string } | null {
  const match = /^Basic\s+(\S+)$/i.exec(ctx.req.headers.authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const unescape = (value: string) => {
    try {
      return decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      return value;
    }
  };
  return { id: unescape(decoded.slice(0, colon)), secret: unescape(decoded.slice(colon + 1)) };
}

/**
 * Takes the fault aimed at this call and answers it in the platform's words. Answers whether
 * the handler should go on: `false` when the fault already answered (or holds the request
 * open); a `reset_after_store` fault goes on and is returned so the handler can store the post
 * and then drop the connection with `finish`.
 */
export function applyFault(
  ctx: SandboxContext,
  platform: SocialPlatform,
  operation: SandboxOperation,
  answers: PlatformFaultAnswers,
): { proceed: boolean; fault: SandboxFault | null } {
  const fault = ctx.state.takeFault(platform, operation);
  if (!fault) return { proceed: true, fault: null };
  switch (fault.kind) {
    case 'rate_limit':
      answers.rateLimit(ctx, fault.resetSeconds);
      return { proceed: false, fault };
    case 'unauthorized':
      answers.unauthorized(ctx);
      return { proceed: false, fault };
    case 'duplicate':
      answers.duplicate(ctx);
      return { proceed: false, fault };
    case 'server_error':
      answers.serverError(ctx);
      return { proceed: false, fault };
    case 'transient':
      answers.transient(ctx);
      return { proceed: false, fault };
    case 'timeout':
      hold(ctx);
      return { proceed: false, fault };
    case 'reset_after_store':
      return { proceed: true, fault };
  }
}

/** Answers, unless the fault says to drop the connection after acting. */
export function finish(ctx: SandboxContext, fault: SandboxFault | null, answer: () => void): void {
  if (fault?.kind === 'reset_after_store') {
    ctx.req.socket.destroy();
    return;
  }
  answer();
}

/** Never answers; the client's own timeout ends it (or the sandbox closing). */
function hold(ctx: SandboxContext): void {
  const timer = setTimeout(() => sendEmpty(ctx, 504), 10 * 60_000);
  timer.unref();
  ctx.res.on('close', () => clearTimeout(timer));
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}
