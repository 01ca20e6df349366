import { startTestService } from '@sandglass/server/testing';
import { API_SCOPES, type ApiScope, type Role } from '@sandglass/shared';
import request from 'supertest';
import { createAiApp } from '../../ai/src/app.js';
import { AiConfig } from '../../ai/src/config.js';
import {
  ADMIN,
  newAccount,
  startAuthService,
  type RunningAuth,
} from '../../auth/test/auth-service.js';
import { startContentService, type RunningContent } from '../../content/test/content-service.js';
import { startSocialService, type RunningSocial } from '../../social/test/social-service.js';
import { createWebhooksApp } from '../../webhooks/src/app.js';
import { WebhooksConfig } from '../../webhooks/src/config.js';
import { startGateway, type RunningGateway } from './gateway.js';

/*
 * Personal API tokens through the gateway, against the real auth, content, ai and social
 * services. The operations come from the merged OpenAPI document, so an endpoint added later
 * is covered without anyone listing it: each one either names the scope a token needs
 * (`x-token-scope`) or refuses tokens (it needs a signed-in session).
 */
let auth: RunningAuth;
let content: RunningContent;
let social: RunningSocial;
let ai: Awaited<ReturnType<typeof startTestService>>;
let webhooks: Awaited<ReturnType<typeof startTestService>>;
let gateway: RunningGateway;
let adminSession: string;

/** Only these operations need a signed-in session: account management (issue 21). */
const SESSION_ONLY = /^(GET|POST|PATCH|PUT|DELETE) \/api\/(auth|webhooks)(\/|$)/;

type Operation = {
  method: string;
  path: string;
  scope?: ApiScope;
  /** Answers 401 without a sign-in (`@Auth`), rather than serving anyone (`@OptionalAuth`). */
  required: boolean;
  role: Role;
};

const unknownId = '00000000-0000-4000-8000-000000000000';
const PARAMS: Record<string, string> = { platform: 'x', slug: 'no-such-article', name: 'x.png' };

function concretePath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, (_all, name: string) => PARAMS[name] ?? unknownId);
}

/** Calls an operation with a bearer value; resolves at the response headers (streams too). */
async function call(operation: Operation, bearer?: string) {
  const hasBody = !['GET', 'DELETE'].includes(operation.method);
  const res = await fetch(`${gateway.url}${concretePath(operation.path)}`, {
    method: operation.method,
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    body: hasBody ? '{}' : undefined,
    redirect: 'manual',
  });
  const type = res.headers.get('content-type') ?? '';
  const body = type.includes('application/json')
    ? ((await res.json()) as { code?: string; message?: string })
    : (await res.body?.cancel(), {});
  return { status: res.status, code: body.code, body, headers: res.headers };
}

async function signIn(role: Role): Promise<string> {
  const account = newAccount();
  const registered = await request(gateway.url)
    .post('/api/auth/register')
    .send(account)
    .expect(201);
  if (role !== 'guest') {
    await request(gateway.url)
      .patch(`/api/auth/users/${registered.body.user.id}`)
      .set('Authorization', `Bearer ${adminSession}`)
      .send({ role })
      .expect(200);
  }
  const login = await request(gateway.url)
    .post('/api/auth/login')
    .send({ email: account.email, password: account.password })
    .expect(200);
  return login.body.token as string;
}

async function mint(session: string, scopes: readonly ApiScope[], name = 'test') {
  const res = await request(gateway.url)
    .post('/api/auth/tokens')
    .set('Authorization', `Bearer ${session}`)
    .send({ name, scopes, expiresInDays: 1 })
    .expect(201);
  return { id: res.body.id as string, token: res.body.token as string };
}

let operations: Operation[];
const tokens = {} as {
  adminAll: string;
  memberAll: string;
  guestAll: string;
  only: Record<ApiScope, string>;
  allBut: Record<ApiScope, string>;
};

beforeAll(async () => {
  auth = await startAuthService();
  // Every service of a deployment shares the signing key, the Redis prefix (revocations) and
  // the auth service's address (token lookups).
  const shared = {
    REDIS_PREFIX: auth.redisPrefix,
    JWT_PUBLIC_KEY: auth.keys.publicKey,
    AUTH_URL: auth.url,
  };
  content = await startContentService('tokens', shared);
  ai = await startTestService('aitokens', AiConfig, (config: AiConfig) => createAiApp(config), {
    ...shared,
    AI_API_KEY: 'sk-not-used',
    AI_BASE_URL: 'http://127.0.0.1:9/api/v1',
    SITE_URL: 'https://sandglass.example',
  });
  webhooks = await startTestService('webhookstokens', WebhooksConfig, createWebhooksApp, shared);
  social = await startSocialService('tokens', { ...shared, AI_URL: ai.url }, auth.keys);
  gateway = await startGateway({
    AUTH_URL: auth.url,
    CONTENT_URL: content.url,
    AI_URL: ai.url,
    SOCIAL_URL: social.url,
    WEBHOOKS_URL: webhooks.url,
  });
  adminSession = (await request(gateway.url).post('/api/auth/login').send(ADMIN).expect(200)).body
    .token;
  const [member, guest] = [await signIn('member'), await signIn('guest')];
  tokens.adminAll = (await mint(adminSession, API_SCOPES)).token;
  tokens.memberAll = (await mint(member, API_SCOPES)).token;
  tokens.guestAll = (await mint(guest, API_SCOPES)).token;
  tokens.only = {} as Record<ApiScope, string>;
  tokens.allBut = {} as Record<ApiScope, string>;
  for (const scope of API_SCOPES) {
    tokens.only[scope] = (await mint(adminSession, [scope])).token;
    tokens.allBut[scope] = (
      await mint(
        adminSession,
        API_SCOPES.filter((s) => s !== scope),
      )
    ).token;
  }

  const { body: openapi } = await request(gateway.url).get('/api/docs-json').expect(200);
  operations = Object.entries(
    openapi.paths as Record<string, Record<string, Record<string, unknown>>>,
  ).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => Array.isArray(op.security) && op.security.length > 0)
      .map(([method, op]) => {
        const responses = op.responses as Record<string, { description?: string }>;
        const forbidden = responses['403']?.description ?? '';
        return {
          method: method.toUpperCase(),
          path,
          scope: op['x-token-scope'] as ApiScope | undefined,
          required: '401' in responses,
          role: /admin role/.test(forbidden)
            ? 'admin'
            : /member role/.test(forbidden)
              ? 'member'
              : 'guest',
        } satisfies Operation;
      }),
  );
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await social?.close();
  await webhooks?.close();
  await ai?.close();
  await content?.close();
  await auth?.close();
});

const named = (op: Operation) => `${op.method} ${op.path}`;

it('finds every service’s operations in the OpenAPI document, each naming its scope or needing a session', () => {
  const byName = new Map(operations.map((op) => [named(op), op]));
  expect(byName.get('POST /api/blog')?.scope).toBe('content:write');
  expect(byName.get('GET /api/contact')?.scope).toBe('content:read');
  expect(byName.get('GET /api/analytics/overview')?.scope).toBe('analytics:read');
  expect(byName.get('GET /api/newsletter/subscribers')?.scope).toBe('newsletter:write');
  expect(byName.get('POST /api/ai/generate-insight')?.scope).toBe('ai:generate');
  expect(byName.get('GET /api/social/scheduled-posts')?.scope).toBe('social:read');
  expect(byName.get('POST /api/social/post-now')?.scope).toBe('social:write');
  expect(byName.get('POST /api/auth/tokens')?.scope).toBeUndefined();
  expect(byName.get('POST /api/webhooks')?.scope).toBeUndefined();
  // No operation outside account management is left without a scope (it would refuse
  // tokens silently), and none inside it names one.
  expect(operations.filter((op) => !SESSION_ONLY.test(named(op)) && !op.scope).map(named)).toEqual(
    [],
  );
  expect(operations.filter((op) => SESSION_ONLY.test(named(op)) && op.scope).map(named)).toEqual(
    [],
  );
  for (const prefix of ['/api/auth', '/api/blog', '/api/ai', '/api/social', '/api/webhooks']) {
    expect(operations.some((op) => op.path.startsWith(prefix))).toBe(true);
  }
});

it('refuses a token on every operation that needs a signed-in session', async () => {
  const sessionOnly = operations.filter((op) => !op.scope);
  expect(sessionOnly.length).toBeGreaterThan(3);
  for (const op of sessionOnly) {
    const res = await call(op, tokens.adminAll);
    expect([named(op), res.status, res.code]).toEqual([named(op), 403, 'SESSION_REQUIRED']);
  }
});

it('lets a token through exactly with its scope, within its owner’s role', async () => {
  const scoped = operations.filter((op) => op.scope);
  for (const op of scoped) {
    const scope = op.scope!;
    // With the scope (and an admin behind it) the guard lets the call through to the
    // operation, which answers for itself (400 for the empty body, 404 for the unknown id…).
    const allowed = await call(op, tokens.only[scope]);
    expect([named(op), allowed.status === 401 || allowed.status === 403]).toEqual([
      named(op),
      false,
    ]);
    const without = await call(op, tokens.allBut[scope]);
    expect([named(op), without.status, without.code]).toEqual([
      named(op),
      403,
      'TOKEN_SCOPE_MISSING',
    ]);
    // The owner's role bounds the token: a member's token with every scope is still a member.
    if (op.required && op.role !== 'guest') {
      const lower = await call(op, op.role === 'admin' ? tokens.memberAll : tokens.guestAll);
      expect([named(op), lower.status, lower.code]).toEqual([named(op), 403, 'FORBIDDEN']);
    }
  }
});

it('lets an admin’s analytics:read token read the stats API, and keeps a member’s content:write token from writing content', async () => {
  const stats = await request(gateway.url)
    .get('/api/analytics/dashboard?range=7d')
    .set('Authorization', `Bearer ${tokens.only['analytics:read']}`)
    .expect(200);
  expect(stats.body).toEqual(expect.objectContaining({ range: expect.anything() }));
  const write = await request(gateway.url)
    .post('/api/blog')
    .set('Authorization', `Bearer ${tokens.memberAll}`)
    .send({ title: 'Not mine to write', content: 'x' })
    .expect(403);
  expect(write.body.code).toBe('FORBIDDEN');
});

it('refuses a token that does not exist, on open operations too (a token sent is used or refused, never dropped)', async () => {
  const fake = `sgv_${'A'.repeat(43)}`;
  for (const path of ['/api/contact', '/api/blog', '/api/social/accounts']) {
    const res = await request(gateway.url).get(path).set('Authorization', `Bearer ${fake}`);
    expect([path, res.status, res.body.code]).toEqual([path, 401, 'TOKEN_INVALID']);
  }
});

it('refuses a revoked token in every service within seconds, and records when a token was last used', async () => {
  const { id, token } = await mint(adminSession, ['content:read', 'social:read', 'ai:generate']);
  const uses = [
    () => request(gateway.url).get('/api/contact').set('Authorization', `Bearer ${token}`),
    () => request(gateway.url).get('/api/social/accounts').set('Authorization', `Bearer ${token}`),
    () => request(gateway.url).get('/api/ai/history').set('Authorization', `Bearer ${token}`),
  ];
  for (const use of uses) expect((await use()).status).toBe(200);
  const listed = await request(gateway.url)
    .get('/api/auth/tokens')
    .set('Authorization', `Bearer ${adminSession}`)
    .expect(200);
  expect(listed.body.find((t: { id: string }) => t.id === id).lastUsedAt).toEqual(
    expect.any(String),
  );

  const revokedAt = Date.now();
  await request(gateway.url)
    .delete(`/api/auth/tokens/${id}`)
    .set('Authorization', `Bearer ${adminSession}`)
    .expect(204);
  for (const use of uses) {
    let res = await use();
    while (res.status === 200 && Date.now() - revokedAt < 5000) res = await use();
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_REVOKED');
  }
  // The announcement reaches every service at once; 5 s is only the bound asserted.
  expect(Date.now() - revokedAt).toBeLessThan(5000);
});

describe('the per-token rate limit', () => {
  let limited: RunningGateway;
  beforeAll(async () => {
    limited = await startGateway({
      AUTH_URL: auth.url,
      CONTENT_URL: content.url,
      AI_URL: ai.url,
      SOCIAL_URL: social.url,
      RATE_LIMIT_TOKEN_PER_MINUTE: '3',
    });
  });
  afterAll(() => limited.close());

  it('counts each token’s minute with RateLimit headers, then answers 429 with Retry-After', async () => {
    const { token } = await mint(adminSession, ['content:read']);
    const other = await mint(adminSession, ['content:read']);
    const get = (bearer: string) =>
      request(limited.url).get('/api/contact').set('Authorization', `Bearer ${bearer}`);
    for (const remaining of ['2', '1', '0']) {
      const res = await get(token).expect(200);
      expect(res.headers['ratelimit-limit']).toBe('3');
      expect(res.headers['ratelimit-remaining']).toBe(remaining);
      expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
      expect(Number(res.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    }
    const refused = await get(token).expect(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.body.message).toMatch(/more than 3 requests this minute/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    // Another token has a minute of its own; a signed-in session is not counted per token.
    await get(other.token).expect(200);
    const session = await request(limited.url)
      .get('/api/contact')
      .set('Authorization', `Bearer ${adminSession}`)
      .expect(200);
    expect(session.headers['ratelimit-limit']).toBeUndefined();
  });
});
