import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isSocialPlatform, type SocialPlatform } from '@sandglass/shared';
import { facebookRoutes } from './facebook.routes.js';
import { instagramRoutes } from './instagram.routes.js';
import { linkedinRoutes } from './linkedin.routes.js';
import {
  jsonBody,
  SandboxRefusal,
  sendEmpty,
  sendJson,
  type SandboxContext,
  type SandboxRoute,
} from './sandbox-http.js';
import { homePage, problemPage } from './sandbox-pages.js';
import {
  SANDBOX_FAULTS,
  SANDBOX_OPERATIONS,
  SandboxState,
  type SandboxFaultKind,
  type SandboxMetrics,
  type SandboxOperation,
} from './sandbox-state.js';
import { xRoutes } from './x.routes.js';

/** Largest request body accepted (an image upload of 5 MB, base64 or multipart, fits). */
const BODY_LIMIT_BYTES = 12 * 1024 * 1024;

export interface PlatformSandboxOptions {
  port?: number;
  host?: string;
  /** The address people and adapters use, when it differs from http://host:port. */
  publicUrl?: string;
}

export interface PlatformSandbox {
  /** Where it listens, without a trailing slash (SOCIAL_SANDBOX_URL). */
  url: string;
  close(): Promise<void>;
}

/** One published post as GET /__sandbox/posts lists it. */
export interface SandboxPostView {
  platform: SocialPlatform;
  id: string;
  accountId: string;
  accountName: string;
  text: string;
  /** LinkedIn: the real hashtags (sent as hashtag templates). */
  hashtags: string[];
  media: string[];
  createdAt: string;
  url: string;
}

/** GET /__sandbox/posts: every post, and per platform how many times each text was posted. */
export interface SandboxPostsAnswer {
  posts: SandboxPostView[];
  counts: Record<SocialPlatform, Record<string, number>>;
}

/** PUT /__sandbox/posts/:id/metrics: the counts to answer for a post (those left out stay). */
export type SandboxMetricsRequest = Partial<SandboxMetrics>;

/** POST /__sandbox/faults. */
export interface SandboxFaultRequest {
  platform: SocialPlatform;
  operation: SandboxOperation;
  kind: SandboxFaultKind;
  /** How many of the next matching calls it applies to (default 1). */
  times?: number;
  /** rate_limit: seconds until the window resets (default 60). */
  resetSeconds?: number;
}

/** Starts the platform sandbox on a loopback port (0 picks a free one). */
export async function startPlatformSandbox(
  options: PlatformSandboxOptions = {},
): Promise<PlatformSandbox> {
  const host = options.host ?? '127.0.0.1';
  const state = new SandboxState();
  const routes: SandboxRoute[] = [
    ...controlRoutes(),
    ...xRoutes(),
    ...linkedinRoutes(),
    ...facebookRoutes(),
    ...instagramRoutes(),
  ];
  let base = options.publicUrl?.replace(/\/+$/, '') ?? '';

  const server = createServer((req, res) => {
    handle(req, res, state, routes, base).catch((error: unknown) => {
      process.stderr.write(
        `Platform sandbox: ${req.method} ${req.url?.split('?')[0]} failed: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      if (!res.headersSent) sendEmpty({ res } as SandboxContext, 500);
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (!base) base = url;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  state: SandboxState,
  routes: SandboxRoute[],
  base: string,
): Promise<void> {
  const url = new URL(req.url ?? '/', base || 'http://127.0.0.1');
  const ctx: SandboxContext = { req, res, url, params: {}, body: Buffer.alloc(0), state, base };
  const body = await readBody(req);
  if (body === null) {
    return sendJson(ctx, 413, { message: 'The request body is too large.', status: 413 });
  }
  ctx.body = body;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const candidates = routes.filter((route) => route.path.test(path));
  const route = candidates.find((candidate) => candidate.method === req.method);
  if (!route) {
    if (candidates.length)
      return sendJson(ctx, 405, { message: 'Method not allowed.', status: 405 });
    if (req.method === 'GET' && !path.startsWith('/__sandbox')) {
      return problemPage(ctx, 404, `Nothing is served at ${path}.`);
    }
    return sendJson(ctx, 404, { message: `Nothing is served at ${path}.`, status: 404 });
  }
  ctx.params = { ...(route.path.exec(path)?.groups ?? {}) };
  if (state.latencyMs > 0 && !path.startsWith('/__sandbox') && path !== '/') {
    await new Promise((resolve) => setTimeout(resolve, state.latencyMs));
  }
  try {
    await route.handler(ctx);
  } catch (error) {
    if (!(error instanceof SandboxRefusal)) throw error;
    sendJson(ctx, error.status, error.body, error.headers);
  }
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The control API for tests and benches, and the page of what was published. */
function controlRoutes(): SandboxRoute[] {
  const refuse = (message: string) => new SandboxRefusal(400, { message, status: 400 });
  return [
    { method: 'GET', path: /^\/$/, handler: homePage },
    {
      method: 'POST',
      path: /^\/__sandbox\/reset$/,
      handler: (ctx) => {
        ctx.state.reset();
        sendEmpty(ctx, 204);
      },
    },
    {
      method: 'GET',
      path: /^\/__sandbox\/posts$/,
      handler: (ctx) => {
        const counts = {
          twitter: {},
          linkedin: {},
          facebook: {},
          instagram: {},
        } as SandboxPostsAnswer['counts'];
        for (const post of ctx.state.posts) {
          counts[post.platform][post.text] = (counts[post.platform][post.text] ?? 0) + 1;
        }
        const answer: SandboxPostsAnswer = {
          posts: ctx.state.posts.map((post) => ({
            platform: post.platform,
            id: post.id,
            accountId: post.accountId,
            accountName: post.accountName,
            text: post.text,
            hashtags: post.hashtags ?? [],
            media: post.media,
            createdAt: post.createdAt.toISOString(),
            url: `${ctx.base}${post.path}`,
          })),
          counts,
        };
        sendJson(ctx, 200, answer);
      },
    },
    {
      method: 'PUT',
      path: /^\/__sandbox\/posts\/(?<id>[^/]+)\/metrics$/,
      handler: (ctx) => {
        const post = ctx.state.posts.find((candidate) => candidate.id === ctx.params.id);
        if (!post) {
          return sendJson(ctx, 404, {
            message: `No post ${ctx.params.id} was published.`,
            status: 404,
          });
        }
        const body = (jsonBody(ctx) ?? {}) as Record<string, unknown>;
        const metrics = { ...ctx.state.metricsOf(post) };
        for (const name of Object.keys(metrics) as (keyof SandboxMetrics)[]) {
          const value = body[name];
          if (value === undefined) continue;
          if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
            throw refuse(`${name} must be a whole number of at least 0.`);
          }
          metrics[name] = value;
        }
        post.metrics = metrics;
        sendJson(ctx, 200, metrics);
      },
    },
    {
      method: 'PUT',
      path: /^\/__sandbox\/latency$/,
      handler: (ctx) => {
        const ms = (jsonBody(ctx) as { ms?: unknown } | null)?.ms;
        if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > 60_000) {
          throw refuse('ms must be a whole number of milliseconds between 0 and 60000.');
        }
        ctx.state.latencyMs = ms;
        sendJson(ctx, 200, { ms });
      },
    },
    {
      method: 'POST',
      path: /^\/__sandbox\/faults$/,
      handler: (ctx) => {
        const body = (jsonBody(ctx) ?? {}) as Partial<Record<keyof SandboxFaultRequest, unknown>>;
        if (!isSocialPlatform(body.platform)) {
          throw refuse('platform must be one of twitter, linkedin, facebook, instagram.');
        }
        if (!(SANDBOX_OPERATIONS as readonly unknown[]).includes(body.operation)) {
          throw refuse(`operation must be one of ${SANDBOX_OPERATIONS.join(', ')}.`);
        }
        if (!(SANDBOX_FAULTS as readonly unknown[]).includes(body.kind)) {
          throw refuse(`kind must be one of ${SANDBOX_FAULTS.join(', ')}.`);
        }
        const times = body.times ?? 1;
        const resetSeconds = body.resetSeconds ?? 60;
        if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > 100_000) {
          throw refuse('times must be a whole number from 1 to 100000.');
        }
        if (typeof resetSeconds !== 'number' || resetSeconds < 0 || resetSeconds > 86_400) {
          throw refuse('resetSeconds must be a number of seconds from 0 to 86400.');
        }
        ctx.state.faults.push({
          platform: body.platform,
          operation: body.operation as SandboxOperation,
          kind: body.kind as SandboxFaultKind,
          remaining: times,
          resetSeconds,
        });
        sendJson(ctx, 201, { faults: ctx.state.faults });
      },
    },
    {
      method: 'DELETE',
      path: /^\/__sandbox\/faults$/,
      handler: (ctx) => {
        ctx.state.faults = [];
        sendEmpty(ctx, 204);
      },
    },
  ];
}
