import { schemaDrift, startTestService, type RunningService } from '@sandglass/server/testing';
import request from 'supertest';
import { createAiApp } from '../src/app.js';
import { AiConfig } from '../src/config.js';
import { AI_DATABASE } from '../src/database.js';

let service: RunningService;

beforeAll(async () => {
  service = await startTestService('ai', AiConfig, createAiApp);
});
afterAll(() => service.close());

it('reports its database and Redis as up', async () => {
  const res = await request(service.url).get('/health').expect(200);
  expect(res.body).toMatchObject({
    status: 'ok',
    service: 'ai',
    checks: { database: { status: 'up' }, redis: { status: 'up' } },
  });
});

it('serves its OpenAPI document', async () => {
  const res = await request(service.url).get('/openapi.json').expect(200);
  expect(res.body.info.title).toBe('AI service');
  expect(res.body.components.securitySchemes).toHaveProperty('bearer');
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
  expect(await schemaDrift(AI_DATABASE)).toEqual([]);
});
