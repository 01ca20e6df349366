import request from 'supertest';
import { closedPort, echo, startUpstream, type Upstream } from './upstream.js';
import { startGateway, type RunningGateway } from './gateway.js';

let upstream: Upstream;
let gateway: RunningGateway;

beforeAll(async () => {
  upstream = await startUpstream(echo);
  gateway = await startGateway({
    AUTH_URL: upstream.url,
    CONTENT_URL: upstream.url,
    AI_URL: upstream.url,
    SOCIAL_URL: await closedPort(),
    CORS_ORIGINS: 'https://partner.example',
    FIRM_NAME: 'Dune & "Sons" <VC>',
  });
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

describe('the front end', () => {
  it('serves the app for every app route with the nonce and site settings filled in', async () => {
    for (const path of [
      '/',
      '/portfolio',
      '/insights',
      '/insights/why-ai-now',
      '/admin',
      '/admin/users',
      '/login',
      '/user/social-media',
    ]) {
      const res = await request(gateway.url).get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(res.text)?.[1];
      expect(nonce).toBeTruthy();
      expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    }
  });

  it('escapes the site settings it writes into the page', async () => {
    const res = await request(gateway.url).get('/').expect(200);
    const content = /<meta name="sandglass:site" content="([^"]*)"/.exec(res.text)?.[1] ?? '';
    expect(content).not.toMatch(/[<>"]/);
    const decoded = content
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual({
      firmName: 'Dune & "Sons" <VC>',
      firmEmail: 'hello@sandglass.vc',
      siteUrl: 'http://localhost:8080',
    });
  });

  it('gives a fresh nonce to every response', async () => {
    const a = await request(gateway.url).get('/');
    const b = await request(gateway.url).get('/');
    expect(a.headers['content-security-policy']).not.toBe(b.headers['content-security-policy']);
  });

  it('answers an unknown page with the app and status 404', async () => {
    const res = await request(gateway.url).get('/no/such/page').expect(404);
    expect(res.text).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await request(gateway.url)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('caches other static files briefly and 404s a missing asset', async () => {
    const res = await request(gateway.url).get('/robots.txt').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    await request(gateway.url).get('/assets/missing-123.js').expect(404);
  });
});

describe('security headers', () => {
  it('sends a strict policy on pages and API answers', async () => {
    for (const path of ['/', '/api/portfolio', '/api/nope']) {
      const res = await request(gateway.url).get(path);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS only when the browser came over HTTPS through a trusted proxy', async () => {
    const behindProxy = await startGateway({
      AUTH_URL: upstream.url,
      CONTENT_URL: upstream.url,
      AI_URL: upstream.url,
      SOCIAL_URL: upstream.url,
      TRUST_PROXY: 'loopback',
    });
    try {
      const https = await request(behindProxy.url)
        .get('/')
        .set('X-Forwarded-Proto', 'https')
        .expect(200);
      expect(https.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(https.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      const http = await request(behindProxy.url).get('/').expect(200);
      expect(http.headers['strict-transport-security']).toBeUndefined();
      // Without a trusted proxy the header is the client's claim and changes nothing.
      const claimed = await request(gateway.url)
        .get('/')
        .set('X-Forwarded-Proto', 'https')
        .expect(200);
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('allows inline styles on the API docs page only', async () => {
    const res = await request(gateway.url).get('/api/docs').expect(200);
    expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
  });
});

describe('CORS', () => {
  it('lets a configured origin call the API with credentials', async () => {
    const res = await request(gateway.url)
      .options('/api/portfolio')
      .set('Origin', 'https://partner.example')
      .set('Access-Control-Request-Method', 'POST')
      .expect(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it('gives other origins no CORS permission', async () => {
    const res = await request(gateway.url)
      .get('/api/portfolio')
      .set('Origin', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('health and docs', () => {
  it('reports each service by name and 503 while one is down', async () => {
    const res = await request(gateway.url).get('/api/health').expect(503);
    expect(res.body.status).toBe('degraded');
    expect(res.body.services.auth.status).toBe('up');
    expect(res.body.services.content.status).toBe('up');
    expect(res.body.services.social.status).toBe('down');
    expect(res.body.services.gateway).toEqual({ status: 'up', detail: { redis: 'up' } });
  });

  it('merges every reachable service into one OpenAPI document with bearer auth', async () => {
    const res = await request(gateway.url).get('/api/docs-json').expect(200);
    expect(res.body.paths).toHaveProperty('/api/echo');
    expect(res.body.paths).toHaveProperty('/api/health');
    expect(res.body.components.securitySchemes).toHaveProperty('bearer');
    expect(res.body.info.description).toContain('Not available right now (so not listed): social');
  });

  it('serves the Swagger UI without inline scripts', async () => {
    const res = await request(gateway.url).get('/api/docs').expect(200);
    expect(res.text).toContain('swagger-ui');
    expect(res.text).not.toMatch(/<script>[^<]/);
  });
});
