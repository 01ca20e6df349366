import {
  BaseConfig,
  CommaList,
  HTTP_URL,
  WithDatabase,
  WithJwtVerify,
  WithRedis,
  WithSite,
} from '@sandglass/server';
import { AI_MODEL_ID_MAX_LENGTH } from '@sandglass/shared';
import { IsInt, IsOptional, IsString, IsUrl, Matches, Max, MaxLength, Min } from 'class-validator';
/** Model identifiers as OpenRouter writes them, e.g. openai/gpt-4o-mini or meta-llama/llama-3:free. */
const MODEL_ID = /^[A-Za-z0-9][\w.\-/:@]*$/;

/** SITE_URL and FIRM_NAME are sent as OpenRouter's HTTP-Referer and X-Title attribution headers. */
export class AiConfig extends WithSite(WithRedis(WithJwtVerify(WithDatabase(BaseConfig)))) {
  override PORT: number = 3003;

  /** Any OpenAI-compatible chat-completions API; OpenRouter reaches many models with one key. */
  @IsUrl(HTTP_URL, {
    message: 'AI_BASE_URL must be the API base URL, such as https://openrouter.ai/api/v1.',
  })
  AI_BASE_URL: string = 'https://openrouter.ai/api/v1';

  /** Without a key the service runs and every AI call answers 503 "AI is not configured". */
  @IsOptional()
  @IsString()
  @Matches(/^\S+$/, { message: 'AI_API_KEY must not contain spaces.' })
  AI_API_KEY?: string;

  /** Used when a request names no model; small and low-cost. */
  @Matches(MODEL_ID, {
    message: 'AI_DEFAULT_MODEL must be a model identifier such as openai/gpt-4o-mini.',
  })
  @MaxLength(AI_MODEL_ID_MAX_LENGTH, {
    message: `AI_DEFAULT_MODEL can be at most ${AI_MODEL_ID_MAX_LENGTH} characters.`,
  })
  AI_DEFAULT_MODEL: string = 'openai/gpt-4o-mini';

  /** Models users may pick (comma-separated). Empty allows every model the API lists. */
  @CommaList()
  @Matches(MODEL_ID, {
    each: true,
    message: 'AI_MODELS must be a comma-separated list of model identifiers.',
  })
  AI_MODELS: string[] = [];

  /** How long the API may stay silent: before a whole answer, or between two streamed pieces. */
  @IsInt({ message: 'AI_TIMEOUT_MS must be a whole number of milliseconds.' })
  @Min(100, { message: 'AI_TIMEOUT_MS must be at least 100.' })
  @Max(600_000, { message: 'AI_TIMEOUT_MS must be at most 600000 (10 minutes).' })
  AI_TIMEOUT_MS: number = 60_000;

  /** Generations one user may start per minute. */
  @IsInt({ message: 'AI_RATE_LIMIT_PER_MINUTE must be a whole number.' })
  @Min(1, { message: 'AI_RATE_LIMIT_PER_MINUTE must be at least 1.' })
  AI_RATE_LIMIT_PER_MINUTE: number = 10;

  /** Tokens (in plus out) one user may spend per UTC day. */
  @IsInt({ message: 'AI_DAILY_TOKEN_BUDGET must be a whole number of tokens.' })
  @Min(1, { message: 'AI_DAILY_TOKEN_BUDGET must be at least 1.' })
  AI_DAILY_TOKEN_BUDGET: number = 100_000;

  /** Upper bound on one answer's length, sent to the model as max_tokens. */
  @IsInt({ message: 'AI_MAX_OUTPUT_TOKENS must be a whole number of tokens.' })
  @Min(16, { message: 'AI_MAX_OUTPUT_TOKENS must be at least 16.' })
  @Max(32_000, { message: 'AI_MAX_OUTPUT_TOKENS must be at most 32000.' })
  AI_MAX_OUTPUT_TOKENS: number = 1500;
}
