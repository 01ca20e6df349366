import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testSigningKeys, startTestService, type RunningService } from '@sandglass/server/testing';
import request from 'supertest';
import { createAiApp } from '../../ai/src/app.js';
import { AiConfig } from '../../ai/src/config.js';
import { FAKE_API_KEY, FAKE_MODELS, startFakeLlm, type FakeLlm } from '../../ai/test/fake-llm.js';
import { closedPort } from '../../gateway/test/upstream.js';
import { startSocialService, type RunningSocial, type TestCaller } from './social-service.js';

/** One signing key for both services, as the auth service signs for all of them. */
const keys = testSigningKeys();
let llm: FakeLlm;
let ai: RunningService;
let service: RunningSocial;

beforeAll(async () => {
  llm = await startFakeLlm();
  ai = await startTestService('socialai', AiConfig, (config: AiConfig) => createAiApp(config), {
    JWT_PUBLIC_KEY: keys.publicKey,
    AI_BASE_URL: llm.url,
    AI_API_KEY: FAKE_API_KEY,
    AI_DEFAULT_MODEL: FAKE_MODELS.small,
    AI_TIMEOUT_MS: '2000',
    AI_RATE_LIMIT_PER_MINUTE: '3',
    AI_DAILY_TOKEN_BUDGET: '10000000',
  });
  service = await startSocialService('generate', { AI_URL: ai.url }, keys);
});
afterAll(async () => {
  await service.close();
  await ai.close();
  await llm.close();
});

const body = {
  topic: 'Our new founder cohort',
  platform: 'twitter',
  tone: 'professional',
  contentType: 'educational',
  hashtags: true,
  companyContext: 'A venture firm that builds AI companies with founders.',
};

const generate = (caller: TestCaller, payload: object = body) =>
  request(service.url)
    .post('/api/social/generate-content')
    .set('Authorization', caller.auth)
    .set('x-request-id', 'social-generate-test-1')
    .send(payload);

describe('POST /api/social/generate-content', () => {
  it('writes the post through the ai service, fitted to the platform', async () => {
    const caller = service.caller('member');
    const before = llm.requests.length;
    const res = await generate(caller).expect(200);
    expect(res.body).toEqual({ content: [{ text: expect.any(String) }] });
    expect(res.body.content[0].text.length).toBeGreaterThan(0);
    expect(res.body.content[0].text.length).toBeLessThanOrEqual(280);
    const upstream = llm.requests.slice(before).find((r) => r.path === '/chat/completions');
    expect(upstream?.body?.messages[1].content).toContain('Our new founder cohort');
  });

  it('passes the tone and length chosen to the ai service, and refuses an unknown length', async () => {
    const before = llm.requests.length;
    await generate(service.caller('member'), { ...body, tone: 'bold', length: 'long' }).expect(200);
    const upstream = llm.requests.slice(before).find((r) => r.path === '/chat/completions');
    expect(upstream?.body?.messages[1].content).toContain('Tone: bold.');
    expect(upstream?.body?.messages[1].content).toContain('Length: long');
    const res = await generate(service.caller('member'), { ...body, length: 'epic' }).expect(400);
    expect(res.body.details).toContainEqual({
      field: 'length',
      message: 'Length must be one of short, medium, long.',
    });
  });

  it('forwards the caller’s token, so the caller’s AI limit applies to them alone', async () => {
    const caller = service.caller('member');
    for (let i = 0; i < 3; i += 1) await generate(caller).expect(200);
    const limited = await generate(caller).expect(429);
    expect(limited.body.message).toEqual(expect.stringMatching(/\S/));
    expect(limited.headers['retry-after']).toBeDefined();
    // Another member is not held back by the first one's use.
    await generate(service.caller('member')).expect(200);
  });

  it('keeps the ai service’s refusal and its sentence', async () => {
    const caller = service.caller('member');
    const res = await generate(caller, { ...body, topic: '   ' }).expect(400);
    expect(res.body.details).toContainEqual({
      field: 'topic',
      message: 'Please enter a topic to generate content about.',
    });
  });

  it('asks for a topic when there is none', async () => {
    const { topic: _topic, ...rest } = body;
    const res = await generate(service.caller('member'), rest).expect(400);
    expect(res.body.details).toContainEqual({
      field: 'topic',
      message: 'Please enter a topic to generate content about.',
    });
  });

  it('refuses a platform outside the list itself', async () => {
    const res = await generate(service.caller('member'), { ...body, platform: 'myspace' }).expect(
      400,
    );
    expect(res.body.details).toContainEqual({
      field: 'platform',
      message: 'Platform must be one of twitter, linkedin, facebook, instagram, all.',
    });
  });

  it('sends the ai service the caller’s own Authorization and the request id', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const recorder = createServer((req, res) => {
      seen.push(req.headers);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ content: [{ text: 'Recorded.' }] }));
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
    const { port } = recorder.address() as AddressInfo;
    const relay = await startSocialService(
      'generaterec',
      { AI_URL: `http://127.0.0.1:${port}` },
      keys,
    );
    try {
      const caller = relay.caller('member');
      const res = await request(relay.url)
        .post('/api/social/generate-content')
        .set('Authorization', caller.auth)
        .set('x-request-id', 'req-social-42')
        .send(body)
        .expect(200);
      expect(res.body).toEqual({ content: [{ text: 'Recorded.' }] });
      expect(seen).toHaveLength(1);
      expect(seen[0].authorization).toBe(caller.auth);
      expect(seen[0]['x-request-id']).toBe('req-social-42');
    } finally {
      await relay.close();
      await new Promise((resolve) => recorder.close(resolve));
    }
  });

  it('answers 503 with a sentence when the ai service is down', async () => {
    const down = await startSocialService('generatedown', { AI_URL: await closedPort() }, keys);
    try {
      const res = await request(down.url)
        .post('/api/social/generate-content')
        .set('Authorization', down.caller('member').auth)
        .send(body)
        .expect(503);
      expect(res.body).toEqual({
        statusCode: 503,
        code: 'AI_UNAVAILABLE',
        message:
          'The AI service is not reachable right now. Try again in a minute, or write the post yourself.',
      });
    } finally {
      await down.close();
    }
  });
});
