import type { SocialPlatformTarget } from './social.js';

/** Longest prompt, context, description or topic a generation accepts, in characters. */
export const AI_TEXT_MAX_LENGTH = 4000;
export const AI_NAME_MAX_LENGTH = 200;
export const AI_CATEGORY_MAX_LENGTH = 100;
export const AI_TAGS_MAX = 20;
export const AI_TAG_MAX_LENGTH = 50;
export const AI_MODEL_ID_MAX_LENGTH = 200;
export const AI_HISTORY_PAGE_SIZE_MAX = 50;

/** Error code of every AI call while no API key is configured (the UI shows a notice for it). */
export const AI_NOT_CONFIGURED = 'AI_NOT_CONFIGURED';

/** What a generation was for; recorded with each one and shown in the history. */
export const AI_ENDPOINTS = ['insight', 'company-analysis', 'blog-content', 'social-post'] as const;
export type AiEndpoint = (typeof AI_ENDPOINTS)[number];

export const AI_OUTCOMES = ['succeeded', 'failed', 'cancelled'] as const;
export type AiOutcome = (typeof AI_OUTCOMES)[number];

/** Spec section 5: tags are split on commas, trimmed, and empty ones dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

export interface ModelsResponse {
  /** Identifiers of the form provider/model; the default model comes first. */
  models: string[];
}

export interface InsightRequest {
  prompt: string;
  context?: string;
  model?: string;
}

export interface InsightResponse {
  insight: string;
}

export interface CompanyAnalysisRequest {
  name: string;
  description: string;
  category?: string;
  aiTags?: string[];
  model?: string;
}

export interface CompanyAnalysisResponse {
  analysis: string;
}

export interface BlogContentRequest {
  topic: string;
  category?: string;
  model?: string;
}

/** A generated blog draft; `content` is Markdown. */
export interface BlogContentResponse {
  title: string;
  summary: string;
  content: string;
}

/** How long a generated social post should be, within the platform's limit. */
export const SOCIAL_POST_LENGTHS = ['short', 'medium', 'long'] as const;
export type SocialPostLength = (typeof SOCIAL_POST_LENGTHS)[number];

/** The tones the composer offers (the API takes any short text). */
export const SOCIAL_POST_TONES = ['professional', 'friendly', 'bold', 'playful'] as const;
export type SocialPostTone = (typeof SOCIAL_POST_TONES)[number];

export interface SocialPostRequest {
  topic: string;
  platform: SocialPlatformTarget;
  tone?: string;
  /** short: one or two sentences; medium: a short paragraph; long: most of the room. */
  length?: SocialPostLength;
  contentType?: string;
  hashtags?: boolean;
  companyContext?: string;
  model?: string;
}

/** Spec section 3: a list of items with a text field; the UI uses the first. */
export interface SocialPostResponse {
  content: Array<{ text: string }>;
}

/** Tokens and cost as the upstream reported them; null when it did not say. */
export interface AiUsage {
  inputTokens: number | null;
  outputTokens: number | null;
  /** In US dollars (OpenRouter credits). */
  cost: number | null;
}

/**
 * Server-sent events of a streamed generation (request with `Accept: text/event-stream`):
 * any number of `delta` events, then exactly one `done` or `error` event.
 */
export const AI_STREAM_EVENTS = { delta: 'delta', done: 'done', error: 'error' } as const;

/** Text to append. Blog drafts say which of their fields it belongs to. */
export interface AiStreamDelta {
  text: string;
  field?: keyof BlogContentResponse;
}

export interface AiStreamDone<TResult> {
  /** The generation's id in the history. */
  id: string;
  model: string;
  result: TResult;
  usage: AiUsage;
  latencyMs: number;
}

/** One row of `GET /api/ai/history`: what was asked of which model and how it went. */
export interface AiGeneration {
  id: string;
  endpoint: AiEndpoint;
  model: string;
  /** Characters the user sent (the text itself is not kept). */
  promptChars: number;
  inputTokens: number | null;
  outputTokens: number | null;
  cost: number | null;
  latencyMs: number;
  outcome: AiOutcome;
  /** The error code when the generation failed. */
  errorCode: string | null;
  createdAt: string;
}

export interface AiHistoryPage {
  generations: AiGeneration[];
  total: number;
  page: number;
  pageSize: number;
}
