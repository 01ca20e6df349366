import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { closedPort, echo, startUpstream, type Upstream } from './upstream.js';
import { startGateway, type RunningGateway } from './gateway.js';

let auth: Upstream;
let content: Upstream;
let ai: Upstream;
let aiCancelled: Promise<void>;
let gateway: RunningGateway;

beforeAll(async () => {
  auth = await startUpstream(echo);
  content = await startUpstream(echo);
  let markCancelled!: () => void;
  aiCancelled = new Promise((resolve) => (markCancelled = resolve));
  ai = await startUpstream((req, res) => {
    if (req.url === '/api/ai/stream') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('data: first\n\n');
      const timer = setTimeout(() => res.end('data: last\n\n'), 300);
      req.socket.once('close', () => clearTimeout(timer));
      return;
    }
    if (req.url === '/api/ai/endless') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: hello\n\n');
      res.once('close', () => markCancelled());
      return;
    }
    if (req.url === '/api/ai/silent') return; // never answers
    echo(req, res, '');
  });
  gateway = await startGateway({
    AUTH_URL: auth.url,
    CONTENT_URL: content.url,
    AI_URL: ai.url,
    SOCIAL_URL: await closedPort(),
    AI_TIMEOUT_MS: '500',
  });
});

afterAll(async () => {
  await gateway.close();
  await Promise.all([auth.close(), content.close(), ai.close()]);
});

describe('routing', () => {
  it.each([
    ['/api/auth/user', 'auth'],
    ['/api/portfolio', 'content'],
    ['/api/blog?limit=3', 'content'],
    ['/api/analytics/overview', 'content'],
    ['/api/ai/models', 'ai'],
    ['/sitemap.xml', 'content'],
    ['/rss.xml', 'content'],
  ])('sends %s to the %s service with its path and query', async (path, service) => {
    const upstream = { auth, content, ai }[service]!;
    const res = await request(gateway.url).get(path).expect(200);
    expect(res.body.url).toBe(path);
    expect(upstream.requests.some((r) => r.url === path)).toBe(true);
  });

  it('does not route a look-alike prefix', async () => {
    await request(gateway.url).get('/api/authors').expect(404);
  });

  it('passes method, body, Authorization, cookies and the request id through', async () => {
    const res = await request(gateway.url)
      .patch('/api/portfolio/42')
      .set('Authorization', 'Bearer abc')
      .set('Cookie', 'sg_refresh=xyz')
      .set('x-request-id', 'req-12345')
      .send({ name: 'Acme' })
      .expect(200);
    expect(res.body.method).toBe('PATCH');
    expect(JSON.parse(res.body.body)).toEqual({ name: 'Acme' });
    expect(res.body.headers).toMatchObject({
      authorization: 'Bearer abc',
      cookie: 'sg_refresh=xyz',
      'x-request-id': 'req-12345',
    });
    expect(res.headers['x-request-id']).toBe('req-12345');
    expect(res.headers['set-cookie']).toEqual(['upstream=1; Path=/']);
  });

  it('gives every request an id and replaces a client-claimed client address', async () => {
    const res = await request(gateway.url)
      .get('/api/team')
      .set('X-Forwarded-For', '6.6.6.6')
      .expect(200);
    expect(res.body.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.headers['x-forwarded-for']).not.toContain('6.6.6.6');
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await request(gateway.url).get('/api/unknown/thing').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});

describe('a service that is down or slow', () => {
  it('answers 503 naming the service that is down, quickly', async () => {
    const started = Date.now();
    const res = await request(gateway.url).get('/api/social/platforms').expect(503);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.body).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The social service is not available right now. Please try again in a moment.',
    });
    expect(res.headers['retry-after']).toBe('5');
  });

  it('keeps the other prefixes working', async () => {
    await request(gateway.url).get('/api/social/platforms').expect(503);
    await request(gateway.url).get('/api/portfolio').expect(200);
  });

  it('answers 503 when a service stays silent past its route timeout', async () => {
    const res = await request(gateway.url).get('/api/ai/silent').expect(503);
    expect(res.body.message).toBe(
      'The ai service did not answer in time. Please try again in a moment.',
    );
  });

  it('recovers on its own when the service comes back', async () => {
    const down = await closedPort();
    const port = Number(new URL(down).port);
    const temporary = await startGateway({
      AUTH_URL: auth.url,
      CONTENT_URL: down,
      AI_URL: ai.url,
      SOCIAL_URL: down,
    });
    try {
      await request(temporary.url).get('/api/team').expect(503);
      const { createServer } = await import('node:http');
      const revived = createServer((req, res) => echo(req, res, ''));
      await new Promise<void>((resolve) => revived.listen(port, '127.0.0.1', resolve));
      try {
        await request(temporary.url).get('/api/team').expect(200);
      } finally {
        revived.closeAllConnections();
        await new Promise((resolve) => revived.close(resolve));
      }
    } finally {
      await temporary.close();
    }
  });
});

describe('streaming', () => {
  it('delivers server-sent events as they are written, uncompressed', async () => {
    const started = Date.now();
    const arrivals: number[] = [];
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const req = httpRequest(
        `${gateway.url}/api/ai/stream`,
        { headers: { 'accept-encoding': 'gzip' } },
        (res) => {
          res.on('data', () => arrivals.push(Date.now() - started));
          res.on('end', () => resolve(res.headers));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['content-type']).toBe('text/event-stream');
    expect(arrivals[0]).toBeLessThan(250);
    expect(arrivals.at(-1)! - arrivals[0]).toBeGreaterThan(200);
  });

  it('cancels the upstream request when the client goes away', async () => {
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(`${gateway.url}/api/ai/endless`, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => undefined);
      req.on('timeout', reject);
      req.end();
    });
    // The deadline is cleared once the race is over: a pending 3 s timer kept Jest from exiting.
    let deadline: NodeJS.Timeout | undefined;
    try {
      await expect(
        Promise.race([
          aiCancelled,
          new Promise((_, reject) => {
            deadline = setTimeout(() => reject(new Error('not cancelled')), 3000);
          }),
        ]),
      ).resolves.toBeUndefined();
    } finally {
      clearTimeout(deadline);
    }
  });
});

describe('request bodies', () => {
  it('refuses a JSON body over 1 MB with 413 before reaching the service', async () => {
    const before = content.requests.length;
    const res = await request(gateway.url)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) }))
      .expect(413);
    expect(res.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(content.requests.length).toBe(before);
  });

  it('lets an image upload of up to 2 MB through to the content service', async () => {
    const before = content.requests.length;
    await request(gateway.url)
      .post('/api/uploads')
      .attach('file', Buffer.alloc(2 * 1024 * 1024 - 10), {
        filename: 'photo.png',
        contentType: 'image/png',
      })
      .expect(200);
    expect(content.requests.length).toBe(before + 1);
  });

  it('refuses an upload over the image limit with 413', async () => {
    const res = await request(gateway.url)
      .post('/api/uploads')
      .attach('file', Buffer.alloc(3 * 1024 * 1024), {
        filename: 'photo.png',
        contentType: 'image/png',
      })
      .expect(413);
    expect(res.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a chunked body that grows past the limit', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${gateway.url}/api/contact`,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 20; i += 1) req.write('x'.repeat(64 * 1024));
      req.end();
    });
    expect(status).toBe(413);
  });

  it('forwards a chunked body within the limit', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(
        `${gateway.url}/api/contact`,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      req.write('{"a":');
      req.end('1}');
    });
    expect(JSON.parse(JSON.parse(body).body)).toEqual({ a: 1 });
  });
});
