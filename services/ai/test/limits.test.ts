import { createPublicKey } from 'node:crypto';
import { FakeClock, startTestService, type RunningService } from '@sandglass/server/testing';
import request from 'supertest';
import { createAiApp } from '../src/app.js';
import { AiConfig } from '../src/config.js';
import { eventually, postStream, startAiStack, type AiStack } from './ai-stack.js';
import { FAKE_API_KEY, FAKE_MODELS } from './fake-llm.js';

const publicKeyOf = (privateKey: string) =>
  createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();

describe('per-minute limit', () => {
  let stack: AiStack;
  let replica: RunningService;

  beforeAll(async () => {
    stack = await startAiStack({ AI_RATE_LIMIT_PER_MINUTE: '2' });
    // A second replica on the same Redis prefix, as `docker compose up --scale ai=2` runs it.
    replica = await startTestService('ai2', AiConfig, createAiApp, {
      AI_BASE_URL: stack.llm.url,
      AI_API_KEY: FAKE_API_KEY,
      AI_DEFAULT_MODEL: FAKE_MODELS.small,
      AI_RATE_LIMIT_PER_MINUTE: '2',
      REDIS_PREFIX: stack.ai.redisPrefix,
      JWT_PUBLIC_KEY: publicKeyOf(stack.ai.privateKey),
    });
  });
  afterAll(async () => {
    await replica.close();
    await stack.close();
  });

  it('refuses the third generation in a minute with 429, Retry-After and a sentence', async () => {
    const person = stack.person();
    for (let i = 0; i < 2; i += 1) {
      await request(stack.url)
        .post('/api/ai/generate-insight')
        .set(person.auth)
        .send({ prompt: `Question ${i}` })
        .expect(200);
    }
    const before = stack.llm.requests.length;
    const res = await request(stack.url)
      .post('/api/ai/generate-blog-content')
      .set(person.auth)
      .send({ topic: 'One more' })
      .expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      code: 'AI_RATE_LIMITED',
      message: expect.stringMatching(
        /^You can start 2 AI generations a minute\. Try again in (\d+ seconds?|1 minute)\.$/,
      ),
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(stack.llm.requests).toHaveLength(before);

    const someoneElse = stack.person();
    await request(stack.url)
      .post('/api/ai/generate-insight')
      .set(someoneElse.auth)
      .send({ prompt: 'Mine is fine' })
      .expect(200);
  });

  it('shares the count between replicas through Redis', async () => {
    const person = stack.person();
    await request(stack.url)
      .post('/api/ai/generate-insight')
      .set(person.auth)
      .send({ prompt: 'one' })
      .expect(200);
    await request(stack.url)
      .post('/api/ai/generate-insight')
      .set(person.auth)
      .send({ prompt: 'two' })
      .expect(200);
    const res = await request(replica.url)
      .post('/api/ai/generate-insight')
      .set(person.auth)
      .send({ prompt: 'three, elsewhere' })
      .expect(429);
    expect(res.body.code).toBe('AI_RATE_LIMITED');
  });
});

describe('daily token budget', () => {
  // An hour before midnight UTC, so the renewal time is known.
  const clock = new FakeClock(new Date('2030-03-14T23:00:00.000Z'));
  let stack: AiStack;

  beforeAll(async () => {
    stack = await startAiStack({ AI_DAILY_TOKEN_BUDGET: '100' }, clock);
  });
  afterAll(() => stack.close());

  it('refuses once the day’s tokens are spent, until midnight UTC', async () => {
    const person = stack.person();
    const first = await request(stack.url)
      .post('/api/ai/generate-insight')
      .set(person.auth)
      .send({ prompt: 'A question that costs a few hundred tokens' })
      .expect(200);
    expect(first.body.insight).toBeTruthy();

    const before = stack.llm.requests.length;
    const res = await request(stack.url)
      .post('/api/ai/generate-insight')
      .set(person.auth)
      .send({ prompt: 'And another' })
      .expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      code: 'AI_DAILY_BUDGET_EXHAUSTED',
      message:
        'You have used today’s AI allowance of 100 tokens. It renews at midnight UTC, in 1 hour.',
    });
    expect(res.headers['retry-after']).toBe('3600');
    expect(stack.llm.requests).toHaveLength(before);

    await request(stack.url)
      .post('/api/ai/generate-insight')
      .set(stack.person().auth)
      .send({ prompt: 'Someone else still can' })
      .expect(200);

    clock.advance(3600 * 1000);
    await request(stack.url)
      .post('/api/ai/generate-insight')
      .set(person.auth)
      .send({ prompt: 'A new day' })
      .expect(200);
  });

  it('charges what a stopped stream used, so stopping early does not dodge the budget', async () => {
    const person = stack.person();
    const cancelled = stack.llm.nextCancel();
    await postStream(
      `${stack.url}/api/ai/generate-insight`,
      { prompt: 'x'.repeat(900), model: FAKE_MODELS.slow },
      person.auth,
      (event) => event.event === 'delta',
    );
    await cancelled;
    await eventually(async () => {
      const history = await request(stack.url).get('/api/ai/history').set(person.auth);
      expect(history.body.generations[0]?.outcome).toBe('cancelled');
    });
    const res = await request(stack.url)
      .post('/api/ai/generate-insight')
      .set(person.auth)
      .send({ prompt: 'Again' })
      .expect(429);
    expect(res.body.code).toBe('AI_DAILY_BUDGET_EXHAUSTED');
  });
});
