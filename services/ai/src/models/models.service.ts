import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@sandglass/server';
import type { AiConfig } from '../config.js';
import { LlmClient } from '../llm/llm.client.js';
import { AiNotConfiguredError, toAiError } from '../llm/llm.errors.js';
import { AI_CONFIG } from '../tokens.js';
import { ModelNotAllowedError } from './models.errors.js';

/** The provider's catalogue changes rarely; OpenRouter's is a few hundred kilobytes. */
export const MODELS_CACHE_MS = 5 * 60_000;

/**
 * Which models people may use: the API's own list, narrowed to AI_MODELS when that is set,
 * with the default model first. The list is cached for a few minutes; a failed fetch is not.
 */
@Injectable()
export class ModelsService {
  private cached: { ids: string[]; expiresAt: number } | undefined;
  private fetching: Promise<string[]> | undefined;

  constructor(
    private readonly llm: LlmClient,
    private readonly clock: Clock,
    @Inject(AI_CONFIG) private readonly config: AiConfig,
  ) {}

  async list(): Promise<string[]> {
    if (!this.llm.configured) throw new AiNotConfiguredError();
    const upstream = await this.upstream();
    const { AI_DEFAULT_MODEL: fallback, AI_MODELS: allowList } = this.config;
    const allowed =
      allowList.length > 0
        ? allowList.filter((id) => upstream.includes(id))
        : [...upstream].sort((a, b) => a.localeCompare(b));
    return [fallback, ...allowed.filter((id) => id !== fallback)];
  }

  /**
   * The model a request runs on: the default when it names none, otherwise the one it names
   * if the list offers it. The default alone needs no look-up, so it works even when the
   * API cannot list its models.
   */
  async resolve(requested: string | undefined): Promise<string> {
    if (!this.llm.configured) throw new AiNotConfiguredError();
    if (!requested || requested === this.config.AI_DEFAULT_MODEL) {
      return this.config.AI_DEFAULT_MODEL;
    }
    if (!(await this.list()).includes(requested)) throw new ModelNotAllowedError(requested);
    return requested;
  }

  private async upstream(): Promise<string[]> {
    const now = this.clock.now().getTime();
    if (this.cached && this.cached.expiresAt > now) return this.cached.ids;
    this.fetching ??= this.llm
      .listModels()
      .then((ids) => {
        this.cached = { ids, expiresAt: this.clock.now().getTime() + MODELS_CACHE_MS };
        return ids;
      })
      .catch((error: unknown) => {
        throw toAiError(error, this.config.AI_TIMEOUT_MS);
      })
      .finally(() => {
        this.fetching = undefined;
      });
    return this.fetching;
  }
}
