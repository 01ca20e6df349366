import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LOGGER, type AppError, type AuthUser } from '@sandglass/server';
import type {
  AiHistoryPage,
  AiOutcome,
  AiUsage,
  BlogContentRequest,
  BlogContentResponse,
  CompanyAnalysisRequest,
  CompanyAnalysisResponse,
  InsightRequest,
  InsightResponse,
  SocialPostRequest,
  SocialPostResponse,
} from '@sandglass/shared';
import type { Repository } from 'typeorm';
import type { Logger } from 'pino';
import type { AiConfig } from '../config.js';
import { LlmClient, NO_USAGE, type ChatRequest } from '../llm/llm.client.js';
import { AiTimeoutError, toAiError } from '../llm/llm.errors.js';
import { UpstreamAbort } from '../llm/upstream-abort.js';
import { ModelsService } from '../models/models.service.js';
import { AI_CONFIG } from '../tokens.js';
import { UsageLimits } from '../usage/usage-limits.js';
import { Generation, toAiGeneration } from './generation.entity.js';
import type { GenerationReply } from './generation-reply.js';
import {
  blogContentTask,
  companyAnalysisTask,
  insightTask,
  socialPostTask,
  type DeltaField,
  type GenerationTask,
} from './prompts.js';

/** Roughly four characters per token, for answers whose usage the API never reported. */
const CHARS_PER_TOKEN = 4;

interface Answer {
  text: string;
  usage: AiUsage;
}

/**
 * Runs generations for signed-in people: picks the model, applies their limits, calls the
 * LLM gateway (whole or streamed), shapes the answer, records the attempt and charges its
 * tokens to the person's daily budget.
 */
@Injectable()
export class GenerationsService {
  constructor(
    private readonly llm: LlmClient,
    private readonly models: ModelsService,
    private readonly usage: UsageLimits,
    @InjectRepository(Generation) private readonly generations: Repository<Generation>,
    @Inject(AI_CONFIG) private readonly config: AiConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  insight(user: AuthUser, request: InsightRequest, reply: GenerationReply<InsightResponse>) {
    return this.run(user, insightTask(this.config.FIRM_NAME, request), reply);
  }

  analyzeCompany(
    user: AuthUser,
    request: CompanyAnalysisRequest,
    reply: GenerationReply<CompanyAnalysisResponse>,
  ) {
    return this.run(user, companyAnalysisTask(this.config.FIRM_NAME, request), reply);
  }

  blogContent(
    user: AuthUser,
    request: BlogContentRequest,
    reply: GenerationReply<BlogContentResponse>,
  ) {
    return this.run(user, blogContentTask(this.config.FIRM_NAME, request), reply);
  }

  socialPost(
    user: AuthUser,
    request: SocialPostRequest,
    reply: GenerationReply<SocialPostResponse>,
  ) {
    return this.run(user, socialPostTask(this.config.FIRM_NAME, request), reply);
  }

  /** The caller's own generations, newest first. */
  async history(userId: string, page: number, pageSize: number): Promise<AiHistoryPage> {
    const [rows, total] = await this.generations.findAndCount({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return { generations: rows.map(toAiGeneration), total, page, pageSize };
  }

  private async run<TResult>(
    user: AuthUser,
    task: GenerationTask<TResult>,
    reply: GenerationReply<TResult>,
  ): Promise<void> {
    const model = await this.models.resolve(task.model);
    await this.usage.admit(user.id);

    const id = randomUUID();
    const abort = new UpstreamAbort(this.config.AI_TIMEOUT_MS);
    reply.onAbandon(() => abort.cancel());
    const started = performance.now();
    const answer: Answer = { text: '', usage: NO_USAGE };
    const request: ChatRequest = {
      model,
      messages: task.messages,
      json: task.json,
      signal: abort.signal,
    };
    let result: { value: TResult } | undefined;
    let failure: AppError | undefined;
    try {
      if (reply.streaming) await this.stream(task, request, reply, abort, answer);
      else Object.assign(answer, await this.llm.complete(request));
      // An aborted stream ends quietly, as if the answer were complete; it is not.
      if (abort.reason) throw new Error(`generation ${abort.reason}`);
      result = { value: task.finish(answer.text) };
    } catch (error) {
      if (abort.reason === 'timeout') failure = new AiTimeoutError(this.config.AI_TIMEOUT_MS);
      else if (abort.reason !== 'cancelled') failure = toAiError(error, this.config.AI_TIMEOUT_MS);
      if (failure && failure.status >= 500) {
        this.logger.warn({ err: error, model, code: failure.code }, 'generation failed');
      }
    } finally {
      abort.dispose();
    }

    const latencyMs = Math.round(performance.now() - started);
    const outcome: AiOutcome = result ? 'succeeded' : failure ? 'failed' : 'cancelled';
    // Charged before the row is written, so a generation in the history has been counted.
    await this.usage.charge(user.id, tokensSpent(task, answer));
    await this.record({
      id,
      userId: user.id,
      endpoint: task.endpoint,
      model,
      promptChars: task.promptChars,
      inputTokens: answer.usage.inputTokens,
      outputTokens: answer.usage.outputTokens,
      cost: answer.usage.cost,
      latencyMs,
      outcome,
      errorCode: failure?.code ?? null,
      streamed: reply.streaming,
    });
    if (failure) reply.fail(failure);
    else if (result)
      reply.done({ id, model, result: result.value, usage: answer.usage, latencyMs });
  }

  private async stream<TResult>(
    task: GenerationTask<TResult>,
    request: ChatRequest,
    reply: GenerationReply<TResult>,
    abort: UpstreamAbort,
    answer: Answer,
  ): Promise<void> {
    const parts = await this.llm.stream(request);
    abort.touch();
    reply.open();
    const shown: Partial<Record<DeltaField, string>> = {};
    for await (const part of parts) {
      abort.touch();
      if ('usage' in part) {
        answer.usage = part.usage;
        continue;
      }
      answer.text += part.text;
      if (!task.preview) {
        reply.delta({ text: part.text });
        continue;
      }
      const preview = task.preview(answer.text);
      for (const field of Object.keys(preview) as DeltaField[]) {
        const before = shown[field] ?? '';
        const now = preview[field] ?? '';
        if (now.length > before.length && now.startsWith(before)) {
          reply.delta({ field, text: now.slice(before.length) });
          shown[field] = now;
        }
      }
    }
  }

  /** A record that cannot be written is logged; it does not cost the person their answer. */
  private async record(row: Omit<Generation, 'createdAt'>): Promise<void> {
    try {
      await this.generations.insert(row);
    } catch (error) {
      this.logger.error({ err: error, generation: row }, 'could not record a generation');
    }
  }
}

/**
 * Tokens to charge: as reported, or estimated from the text when an answer was cut short
 * before the API reported them (a stopped stream), so stopping early does not spend nothing.
 */
function tokensSpent(task: GenerationTask<unknown>, answer: Answer): number {
  const { inputTokens, outputTokens } = answer.usage;
  if (inputTokens !== null || outputTokens !== null)
    return (inputTokens ?? 0) + (outputTokens ?? 0);
  if (!answer.text) return 0;
  const sent = task.messages.reduce((sum, message) => sum + message.content.length, 0);
  return Math.ceil((sent + answer.text.length) / CHARS_PER_TOKEN);
}
