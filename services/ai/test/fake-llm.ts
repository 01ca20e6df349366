/**
 * A stand-in for OpenRouter on loopback that speaks its wire format: GET /models, and
 * POST /chat/completions answering JSON (with `usage` and OpenRouter's `cost`) or server-sent
 * events (": OPENROUTER PROCESSING" comments, `data: {...}` chunks, a final usage chunk and
 * `data: [DONE]`), and `{error: {code, message}}` bodies for failures.
 *
 * The model picks the behaviour (see FAKE_MODELS), the way a real gateway's answer depends on
 * the model and its provider. Used by the ai service's integration tests, the end-to-end tier
 * and `npm run bench:ai`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_API_KEY = 'sk-or-v1-fake-key-for-tests';

export const FAKE_MODELS = {
  /** A good answer, in a handful of quick chunks. */
  small: 'fake/small',
  /** A good answer, streamed in many slow chunks. */
  slow: 'fake/slow',
  /** Ignores a request for JSON and writes Markdown. */
  markdown: 'fake/markdown',
  /** A long post, over every platform's limit but Facebook's, ending in hashtags. */
  verbose: 'fake/verbose',
  /** Never answers. */
  silent: 'fake/silent',
  /** Streams one chunk, then goes quiet. */
  stall: 'fake/stall',
  /** Streams one chunk, then an error event (a provider dropping out mid-answer). */
  dropout: 'fake/dropout',
  /** Answers 200 with a body that is not JSON. */
  garbage: 'fake/garbage',
  /** Answers with empty text. */
  empty: 'fake/empty',
  unauthorized: 'fake/unauthorized',
  noCredits: 'fake/no-credits',
  busy: 'fake/busy',
  down: 'fake/down',
} as const;

/** Models the listing offers besides the fake ones, as OpenRouter lists real providers. */
const OTHER_MODELS = ['openai/gpt-4o-mini', 'anthropic/claude-3.5-haiku'];

const ERRORS: Record<
  string,
  { status: number; message: string; headers?: Record<string, string> }
> = {
  [FAKE_MODELS.unauthorized]: { status: 401, message: 'No auth credentials found' },
  [FAKE_MODELS.noCredits]: {
    status: 402,
    message: 'Insufficient credits. Add more using https://openrouter.ai/settings/credits',
  },
  [FAKE_MODELS.busy]: {
    status: 429,
    message: 'Rate limit exceeded: free-models-per-min.',
    headers: { 'retry-after': '7' },
  },
  [FAKE_MODELS.down]: { status: 502, message: 'Provider returned error' },
};

export interface FakeLlmRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body of a chat completion. */
  body: ChatBody | undefined;
  /** performance.now() when the request was read, and when the first content chunk went out. */
  receivedAt: number;
  firstChunkAt?: number;
}

interface ChatBody {
  model: string;
  stream?: boolean;
  max_tokens?: number;
  response_format?: { type: string };
  stream_options?: { include_usage?: boolean };
  messages: Array<{ role: string; content: string }>;
}

export interface FakeLlmOptions {
  /** Pause between streamed chunks of the normal models (fake/slow always takes 150 ms). */
  chunkDelayMs?: number;
}

export interface FakeLlm {
  /** The base URL to give as AI_BASE_URL. */
  url: string;
  apiKey: string;
  requests: FakeLlmRequest[];
  /** Completions the client closed before they were finished. */
  readonly cancelled: number;
  /** Resolves at the next completion the client closes early. */
  nextCancel(): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeLlm(options: FakeLlmOptions = {}): Promise<FakeLlm> {
  const requests: FakeLlmRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();
  let cancelled = 0;
  let cancelWaiters: Array<() => void> = [];
  const markCancelled = () => {
    cancelled += 1;
    for (const resolve of cancelWaiters) resolve();
    cancelWaiters = [];
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '').replace(/^\/api\/v1/, '');
      const record: FakeLlmRequest = {
        method: req.method ?? '',
        path,
        headers: req.headers,
        body: text ? (JSON.parse(text) as ChatBody) : undefined,
        receivedAt: performance.now(),
      };
      requests.push(record);
      if (req.headers.authorization !== `Bearer ${FAKE_API_KEY}`) {
        return sendError(res, 401, 'No auth credentials found');
      }
      if (req.method === 'GET' && path === '/models') return sendModels(res);
      if (req.method === 'POST' && path === '/chat/completions' && record.body) {
        return complete(record, record.body, res, options, markCancelled);
      }
      sendError(res, 404, 'Not Found');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v1`,
    apiKey: FAKE_API_KEY,
    requests,
    get cancelled() {
      return cancelled;
    },
    nextCancel: () => new Promise<void>((resolve) => cancelWaiters.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  res
    .writeHead(status, { 'content-type': 'application/json', ...headers })
    .end(JSON.stringify({ error: { code: status, message } }));
}

function sendModels(res: ServerResponse): void {
  const ids = [...Object.values(FAKE_MODELS), ...OTHER_MODELS];
  const data = ids.map((id) => ({
    id,
    canonical_slug: id,
    name: `Fake: ${id}`,
    created: 1_700_000_000,
    description: 'A model that only exists in tests.',
    context_length: 128_000,
    architecture: {
      modality: 'text->text',
      input_modalities: ['text'],
      output_modalities: ['text'],
    },
    pricing: { prompt: '0.00000015', completion: '0.0000006', request: '0', image: '0' },
    top_provider: { context_length: 128_000, max_completion_tokens: 16_384, is_moderated: false },
    supported_parameters: ['max_tokens', 'response_format', 'stream'],
  }));
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
}

/** The text a model writes for a request; deterministic, so tests can assert on it. */
export function fakeAnswer(body: ChatBody): string {
  const subject =
    body.messages
      .at(-1)
      ?.content.split('\n')
      .map((line) => line.replace(/^(Question|Topic|Company):\s*/, '').trim())
      .find(Boolean) ?? 'your request';
  if (body.model === FAKE_MODELS.empty) return '';
  if (body.model === FAKE_MODELS.verbose) {
    return `${'Founders who build with AI from day one ship faster and learn faster. '.repeat(8)}#AI #Founders #VentureCapital`;
  }
  const article = [
    '## Why it matters',
    '',
    `${subject} is reshaping how seed-stage companies are built.`,
    '',
    '## What we look for',
    '',
    '- Teams that own their data advantage',
    '- Products where AI is the core, not a feature',
  ].join('\n');
  if (body.response_format?.type === 'json_object' && body.model !== FAKE_MODELS.markdown) {
    return JSON.stringify({
      title: `On ${subject}`,
      summary: `A short look at ${subject}.`,
      content: article,
    });
  }
  if (body.model === FAKE_MODELS.markdown) return `# On ${subject}\n\n${article}`;
  return [
    `**Insight:** ${subject}`,
    '',
    'Early AI companies win on proprietary data, fast iteration and deep customer focus.',
    '',
    '- Watch gross margins as inference costs fall',
    '- Favour teams with distribution',
  ].join('\n');
}

function usageFor(body: ChatBody, answer: string) {
  const prompt = Math.ceil(body.messages.reduce((n, m) => n + m.content.length, 0) / 4);
  const completion = Math.ceil(answer.length / 4);
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
    cost: Number((prompt * 0.00000015 + completion * 0.0000006).toFixed(10)),
    is_byok: false,
    prompt_tokens_details: { cached_tokens: 0 },
    cost_details: { upstream_inference_cost: null },
    completion_tokens_details: { reasoning_tokens: 0 },
  };
}

/** Splits an answer into the small pieces providers stream: a few words at a time. */
function pieces(answer: string): string[] {
  return (
    answer
      .match(/\S*\s*/g)
      ?.filter(Boolean)
      .reduce<string[]>((out, word, index) => {
        if (index % 3 === 0) out.push(word);
        else out[out.length - 1] += word;
        return out;
      }, []) ?? []
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function complete(
  record: FakeLlmRequest,
  body: ChatBody,
  res: ServerResponse,
  options: FakeLlmOptions,
  markCancelled: () => void,
): void {
  const failure = ERRORS[body.model];
  if (failure) return sendError(res, failure.status, failure.message, failure.headers);
  let finished = false;
  res.once('close', () => {
    if (!finished) markCancelled();
  });
  if (body.model === FAKE_MODELS.silent) return;
  const id = `gen-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const answer = fakeAnswer(body);
  const base = {
    id,
    provider: 'FakeProvider',
    model: body.model,
    created: Math.floor(Date.now() / 1000),
  };

  if (!body.stream) {
    if (body.model === FAKE_MODELS.garbage) {
      finished = true;
      res.writeHead(200, { 'content-type': 'application/json' }).end('<html>upstream error</html>');
      return;
    }
    finished = true;
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        ...base,
        object: 'chat.completion',
        choices: [
          {
            logprobs: null,
            finish_reason: 'stop',
            native_finish_reason: 'stop',
            index: 0,
            message: { role: 'assistant', content: answer, refusal: null, reasoning: null },
          },
        ],
        usage: usageFor(body, answer),
      }),
    );
    return;
  }

  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  res.write(': OPENROUTER PROCESSING\n\n');
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices, ...extra })}\n\n`;
  const delta = (content: string, finish: string | null = null) =>
    chunk([
      {
        index: 0,
        delta: { role: 'assistant', content },
        finish_reason: finish,
        native_finish_reason: finish,
        logprobs: null,
      },
    ]);

  void (async () => {
    const delay = body.model === FAKE_MODELS.slow ? 150 : (options.chunkDelayMs ?? 5);
    if (body.model === FAKE_MODELS.garbage) {
      res.write('data: {"id": "gen-broken", "choices": [\n\n');
      finished = true;
      res.end();
      return;
    }
    for (const [index, piece] of pieces(answer).entries()) {
      if (res.destroyed) return;
      if (index > 0 || body.model === FAKE_MODELS.slow) await sleep(delay);
      if (res.destroyed) return;
      res.write(delta(piece));
      record.firstChunkAt ??= performance.now();
      if (body.model === FAKE_MODELS.stall) return;
      if (body.model === FAKE_MODELS.dropout) {
        await sleep(delay);
        res.write(
          `data: ${JSON.stringify({ ...base, error: { code: 502, message: 'Provider disconnected' } })}\n\n`,
        );
        finished = true;
        res.end();
        return;
      }
      // OpenRouter keeps the connection alive with comments while a provider thinks.
      if (index === 1) res.write(': OPENROUTER PROCESSING\n\n');
    }
    if (res.destroyed) return;
    res.write(delta('', 'stop'));
    if (body.stream_options?.include_usage) res.write(chunk([], { usage: usageFor(body, answer) }));
    res.write('data: [DONE]\n\n');
    finished = true;
    res.end();
  })();
}
