import request from 'supertest';
import { AI_TEXT_MAX_LENGTH } from '@sandglass/shared';
import { eventually, settlesWithin, startAiStack, type AiStack, type Person } from './ai-stack.js';
import { FAKE_MODELS } from './fake-llm.js';

let stack: AiStack;

beforeAll(async () => {
  stack = await startAiStack();
});
afterAll(() => stack.close());

const chatRequests = () => stack.llm.requests.filter((r) => r.path === '/chat/completions');
const lastChat = () => chatRequests().at(-1)!;

function post(path: string, person: Person, body: object) {
  return request(stack.url).post(`/api/ai/${path}`).set(person.auth).send(body);
}

describe('GET /api/ai/models', () => {
  it('lists the upstream models with the default first and the rest in order', async () => {
    const res = await request(stack.url).get('/api/ai/models').set(stack.person().auth).expect(200);
    expect(res.body.models[0]).toBe(FAKE_MODELS.small);
    expect(res.body.models).toContain('anthropic/claude-3.5-haiku');
    expect(res.body.models).toContain(FAKE_MODELS.markdown);
    const rest = res.body.models.slice(1);
    expect(rest).toEqual([...rest].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('asks the upstream once and serves the list from its cache afterwards', async () => {
    const person = stack.person();
    await request(stack.url).get('/api/ai/models').set(person.auth).expect(200);
    const fetched = stack.llm.requests.filter((r) => r.path === '/models').length;
    await request(stack.url).get('/api/ai/models').set(person.auth).expect(200);
    expect(stack.llm.requests.filter((r) => r.path === '/models')).toHaveLength(fetched);
    expect(fetched).toBe(1);
  });

  it.each([
    ['get', '/api/ai/models'],
    ['get', '/api/ai/history'],
    ['post', '/api/ai/generate-insight'],
    ['post', '/api/ai/analyze-company'],
    ['post', '/api/ai/generate-blog-content'],
    ['post', '/api/ai/generate-social-post'],
  ] as const)('refuses %s %s without a sign-in', async (method, path) => {
    const res = await request(stack.url)[method](path).send({ prompt: 'x' }).expect(401);
    expect(res.body).toEqual({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Sign in to continue.',
    });
  });
});

describe('POST /api/ai/generate-insight', () => {
  it('answers with the insight and calls the upstream as OpenRouter expects', async () => {
    const res = await post('generate-insight', stack.person(), {
      prompt: '  Where is legal AI heading?  ',
      context: 'Seed stage, B2B',
    }).expect(200);

    expect(res.body).toEqual({ insight: expect.stringContaining('Where is legal AI heading?') });
    const upstream = lastChat();
    expect(upstream.headers.authorization).toBe(`Bearer ${stack.llm.apiKey}`);
    expect(upstream.headers['http-referer']).toBe('https://sandglass.example');
    expect(upstream.headers['x-title']).toBe('Sandglass Test Ventures');
    expect(upstream.body).toMatchObject({ model: FAKE_MODELS.small, max_tokens: 1500 });
    expect(upstream.body!.stream).toBeFalsy();
    const [system, user] = upstream.body!.messages;
    expect(system).toMatchObject({ role: 'system' });
    expect(system.content).toContain('Sandglass Test Ventures');
    expect(user.content).toBe('Question:\nWhere is legal AI heading?\n\nContext:\nSeed stage, B2B');
  });

  it('sends and uses the model the person chose', async () => {
    await post('generate-insight', stack.person(), {
      prompt: 'Compare two models',
      model: FAKE_MODELS.markdown,
    }).expect(200);
    expect(lastChat().body!.model).toBe(FAKE_MODELS.markdown);
  });

  it('refuses a model the list does not offer with a 400, without calling the upstream', async () => {
    const before = chatRequests().length;
    const res = await post('generate-insight', stack.person(), {
      prompt: 'Hello',
      model: 'nobody/imaginary-model',
    }).expect(400);
    expect(res.body).toMatchObject({
      code: 'MODEL_NOT_ALLOWED',
      details: [{ field: 'model', message: expect.stringContaining('nobody/imaginary-model') }],
    });
    expect(chatRequests()).toHaveLength(before);
  });

  it.each([
    [{ prompt: '   ' }, 'prompt', 'Enter a prompt.'],
    [{}, 'prompt', 'Enter a prompt.'],
    [{ prompt: 42 }, 'prompt', 'Prompt must be text.'],
    [
      { prompt: 'x'.repeat(AI_TEXT_MAX_LENGTH + 1) },
      'prompt',
      'Prompt can be at most 4,000 characters.',
    ],
    [
      { prompt: 'ok', context: 'x'.repeat(AI_TEXT_MAX_LENGTH + 1) },
      'context',
      'Context can be at most 4,000 characters.',
    ],
    [
      { prompt: 'ok', userId: 'someone-else' },
      'userId',
      'Unknown field "userId". Remove it and try again.',
    ],
  ])('refuses %j with a sentence and stores nothing', async (body, field, message) => {
    const person = stack.person();
    const before = chatRequests().length;
    const res = await post('generate-insight', person, body).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details).toContainEqual({ field, message });
    expect(chatRequests()).toHaveLength(before);
    const history = await request(stack.url).get('/api/ai/history').set(person.auth).expect(200);
    expect(history.body.total).toBe(0);
  });
});

describe('POST /api/ai/analyze-company', () => {
  it('answers with the analysis, with tags trimmed and empty ones dropped', async () => {
    const res = await post('analyze-company', stack.person(), {
      name: 'Lexica Labs',
      description: 'Contract review for in-house teams.',
      category: 'Legal Tech',
      aiTags: [' NLP ', '', 'Document AI'],
    }).expect(200);
    expect(res.body).toEqual({ analysis: expect.stringContaining('Lexica Labs') });
    expect(lastChat().body!.messages[1].content).toBe(
      'Company: Lexica Labs\nCategory: Legal Tech\nAI tags: NLP, Document AI\nDescription:\nContract review for in-house teams.',
    );
  });

  it.each([
    [{ description: 'Something' }, 'name', 'Enter the company name.'],
    [{ name: 'Lexica', description: ' ' }, 'description', 'Enter a description of the company.'],
    [
      { name: 'Lexica', description: 'x', aiTags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      'aiTags',
      'Give at most 20 AI tags.',
    ],
    [
      { name: 'Lexica', description: 'x', aiTags: 'NLP, Vision' },
      'aiTags',
      'AI tags must be a list of text.',
    ],
    [
      { name: 'Lexica', description: 'x', aiTags: ['y'.repeat(51)] },
      'aiTags',
      'Each AI tag can be at most 50 characters.',
    ],
  ])('refuses %j with a sentence', async (body, field, message) => {
    const res = await post('analyze-company', stack.person(), body).expect(400);
    expect(res.body.details).toContainEqual({ field, message });
  });
});

describe('POST /api/ai/generate-blog-content', () => {
  it('asks for JSON and answers with title, summary and content', async () => {
    const res = await post('generate-blog-content', stack.person(), {
      topic: 'Vertical AI',
      category: 'AI Trends',
    }).expect(200);
    expect(res.body).toEqual({
      title: 'On Vertical AI',
      summary: 'A short look at Vertical AI.',
      content: expect.stringContaining('## Why it matters'),
    });
    expect(lastChat().body!.response_format).toEqual({ type: 'json_object' });
    expect(lastChat().body!.messages[1].content).toBe('Topic: Vertical AI\nCategory: AI Trends');
  });

  it('recovers a draft from a model that answers in Markdown instead of JSON', async () => {
    const res = await post('generate-blog-content', stack.person(), {
      topic: 'Agents',
      model: FAKE_MODELS.markdown,
    }).expect(200);
    expect(res.body.title).toBe('On Agents');
    expect(res.body.summary).toBe('Agents is reshaping how seed-stage companies are built.');
    expect(res.body.content).toMatch(/^## Why it matters/);
  });

  it('refuses a blank topic', async () => {
    const res = await post('generate-blog-content', stack.person(), { topic: '' }).expect(400);
    expect(res.body.details).toContainEqual({ field: 'topic', message: 'Enter a topic.' });
  });
});

describe('POST /api/ai/generate-social-post', () => {
  const body = {
    topic: 'Our new founder cohort',
    tone: 'professional',
    contentType: 'educational',
    hashtags: true,
    companyContext: 'A venture firm that builds AI companies with founders.',
    model: FAKE_MODELS.verbose,
  };

  it.each([
    ['twitter', 280],
    ['instagram', 2200],
    ['all', 280],
  ])('fits a long answer to %s (%i characters), keeping the hashtags', async (platform, max) => {
    const res = await post('generate-social-post', stack.person('member'), {
      ...body,
      platform,
    }).expect(200);
    const [{ text }] = res.body.content;
    expect(res.body.content).toHaveLength(1);
    expect(text.length).toBeLessThanOrEqual(max);
    expect(text).toMatch(/#AI #Founders #VentureCapital$/);
    expect(lastChat().body!.messages[0].content).toContain(`at most ${max} characters`);
  });

  it('is for members and admins; a guest gets 403 with a sentence', async () => {
    const res = await post('generate-social-post', stack.person('guest'), {
      ...body,
      platform: 'twitter',
    }).expect(403);
    expect(res.body).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'This is available to members and admins only.',
    });
    await post('generate-social-post', stack.person('admin'), {
      ...body,
      platform: 'twitter',
    }).expect(200);
    // The rest of the playground stays open to every signed-in user.
    await post('generate-insight', stack.person('guest'), { prompt: 'Hello' }).expect(200);
  });

  it('asks for the tone and length chosen, a medium post when none is', async () => {
    await post('generate-social-post', stack.person('member'), {
      ...body,
      tone: 'playful',
      length: 'short',
      platform: 'linkedin',
    }).expect(200);
    const prompt = lastChat().body!.messages[1].content;
    expect(prompt).toContain('Tone: playful.');
    expect(prompt).toContain('Length: short, one or two sentences.');
    await post('generate-social-post', stack.person('member'), {
      ...body,
      platform: 'linkedin',
    }).expect(200);
    expect(lastChat().body!.messages[1].content).toContain('Length: medium');
  });

  it('leaves a post alone when it fits', async () => {
    const res = await post('generate-social-post', stack.person('member'), {
      ...body,
      platform: 'linkedin',
    }).expect(200);
    expect(res.body.content[0].text).not.toContain('…');
  });

  it.each([
    [
      { ...body, platform: 'myspace' },
      'platform',
      'Platform must be one of twitter, linkedin, facebook, instagram, all.',
    ],
    [
      { ...body, platform: 'twitter', topic: ' ' },
      'topic',
      'Please enter a topic to generate content about.',
    ],
    [
      { ...body, platform: 'twitter', length: 'epic' },
      'length',
      'Length must be one of short, medium, long.',
    ],
    [
      { ...body, platform: 'twitter', hashtags: 'yes' },
      'hashtags',
      'Hashtags must be true or false.',
    ],
  ])('refuses %j with a sentence', async (input, field, message) => {
    const res = await post('generate-social-post', stack.person('member'), input).expect(400);
    expect(res.body.details).toContainEqual({ field, message });
  });
});

describe('upstream failures', () => {
  it.each([
    [FAKE_MODELS.unauthorized, 502, 'AI_PROVIDER_AUTH', /AI_API_KEY/],
    [FAKE_MODELS.noCredits, 502, 'AI_PROVIDER_CREDITS', /credits/],
    [FAKE_MODELS.busy, 429, 'AI_PROVIDER_BUSY', /Try again in 7 seconds/],
    [FAKE_MODELS.down, 502, 'AI_PROVIDER_FAILED', /try again/i],
    [FAKE_MODELS.garbage, 502, 'AI_INVALID_ANSWER', /could not be used/],
    [FAKE_MODELS.empty, 502, 'AI_INVALID_ANSWER', /could not be used/],
    [FAKE_MODELS.silent, 504, 'AI_TIMEOUT', /did not answer within 1 second\./],
  ])('turns %s into a %i %s sentence', async (model, status, code, message) => {
    const res = await post('generate-insight', stack.person(), { prompt: 'Hi', model }).expect(
      status,
    );
    expect(Object.keys(res.body).sort()).toEqual(['code', 'message', 'statusCode']);
    expect(res.body).toMatchObject({ statusCode: status, code });
    expect(res.body.message).toMatch(message);
    if (status === 429) expect(res.headers['retry-after']).toBe('7');
  });

  it('closes the upstream request when it times out', async () => {
    const cancelled = stack.llm.nextCancel();
    await post('generate-insight', stack.person(), {
      prompt: 'Hi',
      model: FAKE_MODELS.silent,
    }).expect(504);
    expect(await settlesWithin(cancelled, 2000)).toBe(true);
  });
});

describe('GET /api/ai/history', () => {
  it('lists the caller’s own generations, newest first, with usage and outcome', async () => {
    const ada = stack.person();
    const grace = stack.person('admin');
    await post('generate-insight', ada, { prompt: 'First question' }).expect(200);
    await post('generate-insight', ada, { prompt: 'Hi', model: FAKE_MODELS.down }).expect(502);
    await post('generate-blog-content', grace, { topic: 'Not Ada’s' }).expect(200);

    const res = await eventually(async () => {
      const page = await request(stack.url).get('/api/ai/history').set(ada.auth).expect(200);
      expect(page.body.total).toBe(2);
      return page;
    });
    expect(res.body).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    const [failed, succeeded] = res.body.generations;
    expect(failed).toMatchObject({
      endpoint: 'insight',
      model: FAKE_MODELS.down,
      outcome: 'failed',
      errorCode: 'AI_PROVIDER_FAILED',
      promptChars: 2,
    });
    expect(succeeded).toEqual({
      id: expect.any(String),
      endpoint: 'insight',
      model: FAKE_MODELS.small,
      promptChars: 'First question'.length,
      inputTokens: expect.any(Number),
      outputTokens: expect.any(Number),
      cost: expect.any(Number),
      latencyMs: expect.any(Number),
      outcome: 'succeeded',
      errorCode: null,
      createdAt: expect.any(String),
    });
    expect(succeeded.cost).toBeGreaterThan(0);
    expect(Date.parse(failed.createdAt)).toBeGreaterThanOrEqual(Date.parse(succeeded.createdAt));

    const other = await request(stack.url).get('/api/ai/history').set(grace.auth).expect(200);
    expect(other.body.generations.map((g: { endpoint: string }) => g.endpoint)).toEqual([
      'blog-content',
    ]);
  });

  it('pages through the history', async () => {
    const person = stack.person();
    for (const prompt of ['one', 'two', 'three']) {
      await post('generate-insight', person, { prompt }).expect(200);
    }
    const res = await request(stack.url)
      .get('/api/ai/history?page=2&pageSize=2')
      .set(person.auth)
      .expect(200);
    expect(res.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(res.body.generations).toHaveLength(1);
    expect(res.body.generations[0].promptChars).toBe('one'.length);
  });

  it.each(['1e308', '1e18', '10001', '0x10', '2.0'])(
    'refuses page=%s with a 400 sentence',
    async (page) => {
      const res = await request(stack.url)
        .get(`/api/ai/history?page=${page}`)
        .set(stack.person().auth)
        .expect(400);
      expect(res.body.message).toMatch(/^Page (must be a whole number|can be at most 10000)\.$/);
    },
  );

  it('refuses a NUL character in a body field and a body nested 3,000 levels deep', async () => {
    const person = stack.person();
    const nul = await post('generate-insight', person, { prompt: 'a\u0000b' }).expect(400);
    expect(nul.body.message).toBe(
      'Prompt contains an invisible NUL character. Remove it and try again.',
    );
    const deep = await request(stack.url)
      .post('/api/ai/generate-insight')
      .set(person.auth)
      .set('Content-Type', 'application/json')
      .send(`{"prompt":${'['.repeat(3000)}${']'.repeat(3000)}}`)
      .expect(400);
    expect(deep.body).toEqual({
      statusCode: 400,
      code: 'JSON_TOO_DEEP',
      message:
        'The request body nests objects or arrays more than 32 levels deep. Send a flatter body.',
    });
  });

  it('refuses a page size over 50', async () => {
    const res = await request(stack.url)
      .get('/api/ai/history?pageSize=51')
      .set(stack.person().auth)
      .expect(400);
    expect(res.body.details).toContainEqual({
      field: 'pageSize',
      message: 'Page size can be at most 50.',
    });
  });
});
