import {
  BaseConfig,
  HTTP_URL,
  WithDatabase,
  WithHeartbeat,
  WithJwtVerify,
  WithMetricsListener,
  WithRedis,
  WithSite,
} from '@sandglass/server';
import { IsInt, IsUrl, Max, Min, ValidateBy } from 'class-validator';
import { parseTokenKey } from './connected-accounts/token-cipher.js';
import { WithPlatforms } from './platforms/platforms.config.js';
import { WithPublishing } from './publishing/index.js';

/** 32 bytes as 64 hex digits or base64: anything else stops the process with a sentence. */
const IsTokenKey = () =>
  ValidateBy({
    name: 'isTokenKey',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && parseTokenKey(value) !== null,
      defaultMessage: () =>
        'SOCIAL_TOKEN_KEY must be 32 random bytes written as 64 hex digits or as base64 (npm start generates one; or run: openssl rand -base64 32).',
    },
  });

/**
 * The social API and its worker read the same settings. SITE_URL is where the platforms send
 * the browser back (`${SITE_URL}/api/social/accounts/<platform>/callback`) and where Meta fetches
 * post images (`${SITE_URL}/api/social/media/<id>`). WithPlatforms (the PLATFORMS engineer's)
 * adds each platform's app and addresses and the sandbox.
 */
export class SocialConfig extends WithHeartbeat(
  WithMetricsListener(
    WithPublishing(WithPlatforms(WithSite(WithRedis(WithJwtVerify(WithDatabase(BaseConfig)))))),
  ),
) {
  override PORT: number = 3004;

  /** The worker's GET /metrics (the API process serves it on PORT). */
  override METRICS_PORT: number = 9465;

  /** Jobs one worker process runs at once. */
  @IsInt({ message: 'WORKER_CONCURRENCY must be a whole number.' })
  @Min(1, { message: 'WORKER_CONCURRENCY must be at least 1.' })
  @Max(100, { message: 'WORKER_CONCURRENCY must be at most 100.' })
  WORKER_CONCURRENCY: number = 50;

  /** Encrypts platform tokens at rest (AES-256-GCM). Required: tokens are unreadable without it. */
  @IsTokenKey()
  SOCIAL_TOKEN_KEY: string;

  /**
   * How long POST /api/social/post-now waits for the platforms before answering with the
   * deliveries still pending. Keep it under the gateway's UPSTREAM_TIMEOUT_MS (15 s).
   */
  @IsInt({ message: 'SOCIAL_POST_NOW_WAIT_MS must be a whole number of milliseconds.' })
  @Min(0, { message: 'SOCIAL_POST_NOW_WAIT_MS must be at least 0.' })
  @Max(60_000, { message: 'SOCIAL_POST_NOW_WAIT_MS must be at most 60000 (a minute).' })
  SOCIAL_POST_NOW_WAIT_MS: number = 12_000;

  /** Megabytes of post images one member may keep stored; an upload past it is refused. */
  @IsInt({ message: 'SOCIAL_MEDIA_QUOTA_MB must be a whole number of megabytes.' })
  @Min(1, { message: 'SOCIAL_MEDIA_QUOTA_MB must be at least 1.' })
  @Max(1_000_000, { message: 'SOCIAL_MEDIA_QUOTA_MB must be at most 1000000 (a terabyte).' })
  SOCIAL_MEDIA_QUOTA_MB: number = 200;

  /** The ai service, which writes the posts of POST /api/social/generate-content. */
  @IsUrl(HTTP_URL, {
    message: "AI_URL must be the ai service's base URL, such as http://127.0.0.1:3003.",
  })
  AI_URL: string = 'http://127.0.0.1:3003';

  /** AI_URL without a trailing slash. */
  get aiUrl(): string {
    return this.AI_URL.replace(/\/+$/, '');
  }

  /**
   * The content service: its site analytics count the visits each post's campaign links
   * brought, and its upload store holds the featured images of articles shared as drafts
   * ("Share on social").
   */
  @IsUrl(HTTP_URL, {
    message: "CONTENT_URL must be the content service's base URL, such as http://127.0.0.1:3002.",
  })
  CONTENT_URL: string = 'http://127.0.0.1:3002';

  /** CONTENT_URL without a trailing slash. */
  get contentUrl(): string {
    return this.CONTENT_URL.replace(/\/+$/, '');
  }
}
