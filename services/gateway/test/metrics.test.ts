import { metricValue } from '@sandglass/server/testing';
import request from 'supertest';
import { startGateway, type RunningGateway } from './gateway.js';
import { echo, startUpstream, type Upstream } from './upstream.js';

let content: Upstream;
let gateway: RunningGateway;

beforeAll(async () => {
  content = await startUpstream(echo);
  gateway = await startGateway({
    AUTH_URL: content.url,
    CONTENT_URL: content.url,
    AI_URL: content.url,
    SOCIAL_URL: content.url,
  });
});

afterAll(async () => {
  await gateway.close();
  await content.close();
});

describe('metrics and the public port', () => {
  it.each(['/metrics', '/api/metrics'])(
    'answers 404 for %s and asks no service for it',
    async (path) => {
      const before = content.requests.length;
      const res = await request(gateway.url).get(path).expect(404);
      expect(res.text).not.toContain('http_requests_total');
      expect(content.requests.slice(before).map((r) => r.url)).not.toContain(path);
    },
  );

  it('serves its own metrics on the internal port, by route and status', async () => {
    await request(gateway.url).get('/api/portfolio/acme').expect(200);
    const res = await request(gateway.metricsUrl).get('/metrics').expect(200);
    const labels = { service: 'gateway', method: 'GET', route: '/api/portfolio/*', status: '200' };
    expect(metricValue(res.text, 'http_requests_total', labels)).toBeGreaterThanOrEqual(1);
    expect(res.text).not.toContain('/api/portfolio/acme');
    expect(metricValue(res.text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
  });

  it('counts a request the rate limits refused under its route', async () => {
    const limited = await startGateway({
      CONTENT_URL: content.url,
      RATE_LIMIT_API_PER_MINUTE: '1',
    });
    try {
      await request(limited.url).get('/api/portfolio').expect(200);
      await request(limited.url).get('/api/portfolio').expect(429);
      const res = await request(limited.metricsUrl).get('/metrics').expect(200);
      const labels = { method: 'GET', route: '/api/portfolio', status: '429' };
      expect(metricValue(res.text, 'http_requests_total', labels)).toBe(1);
    } finally {
      await limited.close();
    }
  });

  it('serves nothing else on the internal port', async () => {
    await request(gateway.metricsUrl).get('/api/portfolio').expect(404);
  });
});
