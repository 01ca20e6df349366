import { metricValue, schemaDrift } from '@sandglass/server/testing';
import { ERROR_CODES } from '@sandglass/shared';
import request from 'supertest';
import { CONTENT_DATABASE } from '../src/database.js';
import { startContentService, type RunningContent } from './content-service.js';

let service: RunningContent;

beforeAll(async () => {
  service = await startContentService('svc');
});
afterAll(() => service.close());

it('reports its database as up', async () => {
  const res = await request(service.url).get('/health').expect(200);
  expect(res.body).toMatchObject({
    status: 'ok',
    service: 'content',
    checks: { database: { status: 'up' } },
  });
});

it('serves its OpenAPI document', async () => {
  const res = await request(service.url).get('/openapi.json').expect(200);
  expect(res.body.info.title).toBe('Content service');
  expect(res.body.components.securitySchemes).toHaveProperty('bearer');
});

it('documents every error code of the catalogue on the error body', async () => {
  const res = await request(service.url).get('/openapi.json').expect(200);
  const code = res.body.components.schemas.ErrorResponse.properties.code;
  expect(res.body.components.schemas.ErrorCode.enum).toEqual(Object.keys(ERROR_CODES));
  expect(code.description).toContain('`BLOG_POST_NOT_FOUND` (404)');
});

it('answers an unknown path with the shared JSON 404', async () => {
  const res = await request(service.url).get('/api/nothing-here').expect(404);
  expect(res.body).toEqual({
    statusCode: 404,
    code: 'NOT_FOUND',
    message: 'There is nothing at this address.',
  });
});

it('has migrations that describe its entities exactly', async () => {
  expect(await schemaDrift(CONTENT_DATABASE)).toEqual([]);
});

describe('GET /metrics', () => {
  it('counts and times a request it served under its route template, not its path', async () => {
    await request(service.url).get('/api/blog/no-such-article-for-metrics').expect(404);
    const res = await request(service.url).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const labels = { method: 'GET', route: '/api/blog/:slug', status: '404', service: 'content' };
    expect(metricValue(res.text, 'http_requests_total', labels)).toBeGreaterThanOrEqual(1);
    expect(metricValue(res.text, 'http_request_duration_seconds_count', labels)).toBeGreaterThan(0);
    expect(res.text).not.toContain('no-such-article-for-metrics');
  });

  it('reports the event-loop lag and the process', async () => {
    const res = await request(service.url).get('/metrics').expect(200);
    // The lag percentiles since start (nodejs_eventloop_lag_seconds is measured at each scrape).
    const lag = { service: 'content' };
    expect(metricValue(res.text, 'nodejs_eventloop_lag_p99_seconds', lag)).toBeGreaterThan(0);
    expect(res.text).toContain('process_resident_memory_bytes');
  });

  it('is left out of the OpenAPI document', async () => {
    const res = await request(service.url).get('/openapi.json').expect(200);
    expect(Object.keys(res.body.paths)).not.toContain('/metrics');
  });
});
