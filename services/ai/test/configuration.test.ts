import request from 'supertest';
import { startAiStack, type AiStack } from './ai-stack.js';
import { FAKE_MODELS } from './fake-llm.js';

describe('without AI_API_KEY', () => {
  let stack: AiStack;

  beforeAll(async () => {
    stack = await startAiStack({ AI_API_KEY: undefined });
  });
  afterAll(() => stack.close());

  const notConfigured = {
    statusCode: 503,
    code: 'AI_NOT_CONFIGURED',
    message: 'AI is not configured on this server. An administrator needs to set AI_API_KEY.',
  };

  it('says so on the model list, so the page can tell people before they type', async () => {
    const res = await request(stack.url).get('/api/ai/models').set(stack.person().auth).expect(503);
    expect(res.body).toEqual(notConfigured);
  });

  it.each([
    ['generate-insight', { prompt: 'Hello' }],
    ['analyze-company', { name: 'Lexica', description: 'Legal AI' }],
    ['generate-blog-content', { topic: 'Agents' }],
    ['generate-social-post', { topic: 'Agents', platform: 'all' }],
  ])('answers POST /api/ai/%s with the same 503 and records nothing', async (path, body) => {
    const person = stack.person('member');
    const res = await request(stack.url)
      .post(`/api/ai/${path}`)
      .set(person.auth)
      .send(body)
      .expect(503);
    expect(res.body).toEqual(notConfigured);
    const history = await request(stack.url).get('/api/ai/history').set(person.auth).expect(200);
    expect(history.body).toEqual({ generations: [], total: 0, page: 1, pageSize: 20 });
    expect(stack.llm.requests).toHaveLength(0);
  });
});

describe('with a key the provider refuses', () => {
  let stack: AiStack;

  beforeAll(async () => {
    stack = await startAiStack({ AI_API_KEY: 'sk-or-v1-revoked' });
  });
  afterAll(() => stack.close());

  it('answers the model list with a 502 that names the configuration problem', async () => {
    const res = await request(stack.url).get('/api/ai/models').set(stack.person().auth).expect(502);
    expect(res.body).toEqual({
      statusCode: 502,
      code: 'AI_PROVIDER_AUTH',
      message:
        'The AI provider refused this server’s API key. An administrator needs to check AI_API_KEY.',
    });
  });
});

describe('with an allow-list (AI_MODELS)', () => {
  let stack: AiStack;

  beforeAll(async () => {
    stack = await startAiStack({
      AI_MODELS: `anthropic/claude-3.5-haiku, ${FAKE_MODELS.markdown}, retired/model-gone`,
    });
  });
  afterAll(() => stack.close());

  it('lists the default, then the allowed models the provider offers, in the list’s order', async () => {
    const res = await request(stack.url).get('/api/ai/models').set(stack.person().auth).expect(200);
    expect(res.body).toEqual({
      models: [FAKE_MODELS.small, 'anthropic/claude-3.5-haiku', FAKE_MODELS.markdown],
    });
  });

  it('refuses a model the provider has but the list does not allow', async () => {
    const res = await request(stack.url)
      .post('/api/ai/generate-insight')
      .set(stack.person().auth)
      .send({ prompt: 'Hi', model: FAKE_MODELS.slow })
      .expect(400);
    expect(res.body.code).toBe('MODEL_NOT_ALLOWED');
    expect(res.body.message).toBe(
      'The model "fake/slow" is not available here. Choose one of the models GET /api/ai/models lists.',
    );
  });

  it('uses an allowed model', async () => {
    await request(stack.url)
      .post('/api/ai/generate-insight')
      .set(stack.person().auth)
      .send({ prompt: 'Hi', model: FAKE_MODELS.markdown })
      .expect(200);
    expect(stack.llm.requests.at(-1)!.body!.model).toBe(FAKE_MODELS.markdown);
  });
});
