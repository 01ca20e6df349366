import { Inject, Injectable } from '@nestjs/common';
import type { AiUsage } from '@sandglass/shared';
import OpenAI from 'openai';
import type { AiConfig } from '../config.js';
import { AI_CONFIG } from '../tokens.js';
import { AiInvalidAnswerError, AiNotConfiguredError } from './llm.errors.js';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  /** Ask for a JSON object (the prompt must say so too). */
  json: boolean;
  signal: AbortSignal;
}

export interface ChatAnswer {
  text: string;
  usage: AiUsage;
}

/** One piece of a streamed answer: more text, or the usage the API reports at the end. */
export type ChatStreamPart = { text: string } | { usage: AiUsage };

export const NO_USAGE: AiUsage = { inputTokens: null, outputTokens: null, cost: null };

/** OpenAI's usage object, plus the `cost` (in dollars) that OpenRouter adds to it. */
function readUsage(usage: unknown): AiUsage {
  if (typeof usage !== 'object' || usage === null) return NO_USAGE;
  const { prompt_tokens, completion_tokens, cost } = usage as Record<string, unknown>;
  const count = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  return {
    inputTokens: count(prompt_tokens),
    outputTokens: count(completion_tokens),
    cost: typeof cost === 'number' && Number.isFinite(cost) && cost >= 0 ? cost : null,
  };
}

/**
 * The one door to the LLM gateway: any OpenAI-compatible chat-completions API at AI_BASE_URL,
 * spoken through the official client. It retries nothing (the person waiting can retry) and
 * sends OpenRouter's attribution headers so usage is credited to the site.
 */
@Injectable()
export class LlmClient {
  private readonly client: OpenAI | null;

  constructor(@Inject(AI_CONFIG) private readonly config: AiConfig) {
    this.client = config.AI_API_KEY
      ? new OpenAI({
          apiKey: config.AI_API_KEY,
          baseURL: config.AI_BASE_URL,
          maxRetries: 0,
          // Failures reach the caller as sentences and the service's own log; not the console.
          logLevel: 'off',
          timeout: config.AI_TIMEOUT_MS,
          defaultHeaders: { 'HTTP-Referer': config.SITE_URL, 'X-Title': config.FIRM_NAME },
        })
      : null;
  }

  get configured(): boolean {
    return this.client !== null;
  }

  /** Identifiers of every model the API lists. */
  async listModels(): Promise<string[]> {
    const ids: string[] = [];
    for await (const model of this.api().models.list()) {
      if (typeof model.id === 'string') ids.push(model.id);
    }
    return ids;
  }

  /** The whole answer at once. */
  async complete(request: ChatRequest): Promise<ChatAnswer> {
    const completion = await this.api().chat.completions.create(this.body(request), {
      signal: request.signal,
    });
    const text = completion.choices?.[0]?.message?.content;
    if (typeof text !== 'string') throw new AiInvalidAnswerError();
    return { text, usage: readUsage(completion.usage) };
  }

  /**
   * The answer as it is generated. Resolves once the API has accepted the request (so its
   * refusals are still plain errors), then yields text as it arrives and the usage last.
   */
  async stream(request: ChatRequest): Promise<AsyncIterable<ChatStreamPart>> {
    const chunks = await this.api().chat.completions.create(
      { ...this.body(request), stream: true, stream_options: { include_usage: true } },
      { signal: request.signal },
    );
    return (async function* () {
      for await (const chunk of chunks) {
        const text = chunk.choices?.[0]?.delta?.content;
        if (typeof text === 'string' && text.length > 0) yield { text };
        if (chunk.usage) yield { usage: readUsage(chunk.usage) };
      }
    })();
  }

  private body(request: ChatRequest) {
    return {
      model: request.model,
      messages: request.messages,
      max_tokens: this.config.AI_MAX_OUTPUT_TOKENS,
      ...(request.json ? { response_format: { type: 'json_object' as const } } : {}),
    };
  }

  private api(): OpenAI {
    if (!this.client) throw new AiNotConfiguredError();
    return this.client;
  }
}
