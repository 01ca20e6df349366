import { Inject, Injectable } from '@nestjs/common';
import { AppError, currentRequestId, LOGGER, REQUEST_ID_HEADER } from '@sandglass/server';
import { isErrorBody, isErrorCode, type GeneratedSocialContent } from '@sandglass/shared';
import type { Logger } from 'pino';
import { SOCIAL_CONFIG } from '../common/tokens.js';

/** What the ai client reads of the service's config (SocialConfig). */
export interface AiClientSettings {
  readonly aiUrl: string;
}

export class AiUnavailableError extends AppError {
  constructor() {
    super(
      'AI_UNAVAILABLE',
      'The AI service is not reachable right now. Try again in a minute, or write the post yourself.',
    );
  }
}

/** What POST /api/ai/generate-social-post takes (the ai service validates it). */
export interface SocialPostRequest {
  topic: string;
  platform: string;
  tone?: string;
  contentType?: string;
  hashtags?: boolean;
  companyContext?: string;
}

/**
 * The ai service over HTTP (AI_URL). The caller's own token goes along, so the ai service
 * applies its per-member rate limit and daily budget, and the request id, so one request
 * reads as one in the logs. The ai service's refusals keep their status and sentence.
 */
@Injectable()
export class AiClient {
  constructor(
    @Inject(SOCIAL_CONFIG) private readonly config: AiClientSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async socialPost(
    authorization: string,
    body: SocialPostRequest,
  ): Promise<GeneratedSocialContent> {
    let response: Response;
    try {
      const requestId = currentRequestId();
      response = await fetch(`${this.config.aiUrl}/api/ai/generate-social-post`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization,
          ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
        },
        body: JSON.stringify(body),
      });
    } catch (error) {
      this.logger.warn(`The ai service did not answer: ${String(error)}`);
      throw new AiUnavailableError();
    }
    const payload = (await response.json().catch(() => undefined)) as unknown;
    if (!response.ok) {
      // The ai service's refusal, relayed as it is: its code fixes the status.
      if (isErrorBody(payload) && isErrorCode(payload.code)) {
        const retryAfter = response.headers.get('retry-after');
        throw new AppError(
          payload.code,
          payload.message,
          payload.details,
          retryAfter ? { 'Retry-After': retryAfter } : undefined,
        );
      }
      throw new AiUnavailableError();
    }
    const content = (payload as GeneratedSocialContent | undefined)?.content;
    if (!Array.isArray(content) || content.some((item) => typeof item?.text !== 'string')) {
      throw new AiUnavailableError();
    }
    return { content: content.map((item) => ({ text: item.text })) };
  }
}
