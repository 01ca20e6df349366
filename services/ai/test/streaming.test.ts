import request from 'supertest';
import type {
  AiStreamDelta,
  AiStreamDone,
  BlogContentResponse,
  ErrorBody,
} from '@sandglass/shared';
import { eventually, postStream, settlesWithin, startAiStack, type AiStack } from './ai-stack.js';
import { FAKE_MODELS } from './fake-llm.js';

let stack: AiStack;

beforeAll(async () => {
  stack = await startAiStack();
});
afterAll(() => stack.close());

const url = (path: string) => `${stack.url}/api/ai/${path}`;
const deltas = (events: { event: string; data: unknown }[]) =>
  events.filter((e) => e.event === 'delta').map((e) => e.data as AiStreamDelta);

describe('streamed generations through the gateway', () => {
  it('sends the text in pieces as it is written, then the whole result with its usage', async () => {
    const person = stack.person();
    const stream = await postStream(
      url('generate-insight'),
      { prompt: 'Where is legal AI heading?', model: FAKE_MODELS.slow },
      person.auth,
    );

    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    const pieces = deltas(stream.events);
    expect(pieces.length).toBeGreaterThan(5);
    const done = stream.events.at(-1)!;
    expect(done.event).toBe('done');
    const body = done.data as AiStreamDone<{ insight: string }>;
    expect(body).toEqual({
      id: expect.any(String),
      model: FAKE_MODELS.slow,
      result: { insight: pieces.map((piece) => piece.text).join('') },
      usage: {
        inputTokens: expect.any(Number),
        outputTokens: expect.any(Number),
        cost: expect.any(Number),
      },
      latencyMs: expect.any(Number),
    });
    expect(body.result.insight).toContain('Where is legal AI heading?');
    // The upstream writes a piece every 150 ms: the first must arrive long before the end.
    const firstDelta = stream.events.find((e) => e.event === 'delta')!;
    expect(done.at - firstDelta.at).toBeGreaterThan(600);
    expect(stream.events.slice(0, -1).every((e) => e.event === 'delta')).toBe(true);

    const upstream = stack.llm.requests.at(-1)!;
    expect(upstream.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    const history = await eventually(async () => {
      const res = await request(stack.url).get('/api/ai/history').set(person.auth).expect(200);
      expect(res.body.total).toBe(1);
      return res;
    });
    expect(history.body.generations[0]).toMatchObject({
      id: body.id,
      outcome: 'succeeded',
      inputTokens: body.usage.inputTokens,
      outputTokens: body.usage.outputTokens,
      cost: body.usage.cost,
    });
  });

  it('streams a blog draft field by field', async () => {
    const stream = await postStream(
      url('generate-blog-content'),
      { topic: 'Vertical AI' },
      stack.person().auth,
    );
    const draft = (stream.events.at(-1)!.data as AiStreamDone<BlogContentResponse>).result;
    const streamed: Record<string, string> = {};
    for (const piece of deltas(stream.events)) {
      expect(piece.field).toBeDefined();
      streamed[piece.field!] = (streamed[piece.field!] ?? '') + piece.text;
    }
    expect(streamed).toEqual(draft);
    expect(draft.title).toBe('On Vertical AI');
  });

  it('streams a Markdown answer to a draft request as content, and shapes it at the end', async () => {
    const stream = await postStream(
      url('generate-blog-content'),
      { topic: 'Agents', model: FAKE_MODELS.markdown },
      stack.person().auth,
    );
    const pieces = deltas(stream.events);
    expect(pieces.every((piece) => piece.field === 'content')).toBe(true);
    expect(pieces.map((piece) => piece.text).join('')).toMatch(/^# On Agents/);
    const draft = (stream.events.at(-1)!.data as AiStreamDone<BlogContentResponse>).result;
    expect(draft.title).toBe('On Agents');
    expect(draft.content).toMatch(/^## Why it matters/);
  });

  it('streams a social post and fits the final text to the platform', async () => {
    const stream = await postStream(
      url('generate-social-post'),
      { topic: 'Founders', platform: 'twitter', model: FAKE_MODELS.verbose },
      stack.person('member').auth,
    );
    const done = stream.events.at(-1)!.data as AiStreamDone<{ content: { text: string }[] }>;
    expect(done.result.content[0].text.length).toBeLessThanOrEqual(280);
    expect(
      deltas(stream.events)
        .map((piece) => piece.text)
        .join('').length,
    ).toBeGreaterThan(280);
  });

  it('stops the upstream request when the reader goes away, and records it as cancelled', async () => {
    const person = stack.person();
    const cancelled = stack.llm.nextCancel();
    const stream = await postStream(
      url('generate-insight'),
      { prompt: 'A long answer, please', model: FAKE_MODELS.slow },
      person.auth,
      (event) => event.event === 'delta',
    );
    expect(stream.events).toHaveLength(1);
    expect(await settlesWithin(cancelled, 3000)).toBe(true);
    const history = await eventually(async () => {
      const res = await request(stack.url).get('/api/ai/history').set(person.auth).expect(200);
      expect(res.body.total).toBe(1);
      return res;
    });
    expect(history.body.generations[0]).toMatchObject({ outcome: 'cancelled', errorCode: null });
  });

  it('answers a refusal before the stream starts with its own status and JSON body', async () => {
    const busy = await postStream(
      url('generate-insight'),
      { prompt: 'Hi', model: FAKE_MODELS.busy },
      stack.person().auth,
    );
    expect(busy.status).toBe(429);
    expect(busy.headers['retry-after']).toBe('7');
    expect(busy.body).toMatchObject({ code: 'AI_PROVIDER_BUSY' });

    const unknownModel = await postStream(
      url('generate-insight'),
      { prompt: 'Hi', model: 'nobody/imaginary' },
      stack.person().auth,
    );
    expect(unknownModel.status).toBe(400);
    expect(unknownModel.body).toMatchObject({ code: 'MODEL_NOT_ALLOWED' });
  });

  it.each([
    [FAKE_MODELS.dropout, 502, 'AI_PROVIDER_FAILED'],
    [FAKE_MODELS.stall, 504, 'AI_TIMEOUT'],
    [FAKE_MODELS.garbage, 502, 'AI_INVALID_ANSWER'],
  ])(
    'ends a stream that fails midway (%s) with an error event',
    async (model, statusCode, code) => {
      const stream = await postStream(
        url('generate-insight'),
        { prompt: 'Hi', model },
        stack.person().auth,
      );
      expect(stream.status).toBe(200);
      const last = stream.events.at(-1)!;
      expect(last.event).toBe('error');
      expect(last.data as ErrorBody).toEqual({ statusCode, code, message: expect.any(String) });
      expect(stream.events.some((e) => e.event === 'done')).toBe(false);
    },
  );
});
