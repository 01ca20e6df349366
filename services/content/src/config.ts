import {
  BaseConfig,
  HTTP_URL,
  ToBoolean,
  WithAnalyticsAccess,
  WithDatabase,
  WithJwtVerify,
  WithRedis,
  WithSite,
} from '@sandglass/server';
import { IsBoolean, IsInt, IsString, IsUrl, Matches, Max, Min } from 'class-validator';

export class ContentConfig extends WithAnalyticsAccess(
  WithSite(WithRedis(WithJwtVerify(WithDatabase(BaseConfig)))),
) {
  override PORT: number = 3002;

  /** Where uploaded images are kept (created if missing). */
  @IsString()
  @Matches(/\S/, { message: 'UPLOADS_DIR must be a folder path.' })
  UPLOADS_DIR: string = '.data/uploads';

  /** Fill empty tables with the sample portfolio, team, programs and articles on first start. */
  @ToBoolean()
  @IsBoolean({ message: 'SEED_CONTENT must be true or false.' })
  SEED_CONTENT: boolean = true;

  /** Days the raw analytics events and visits are kept; daily roll-ups are kept after that. */
  @IsInt({ message: 'ANALYTICS_RETENTION_DAYS must be a whole number of days.' })
  @Min(2, { message: 'ANALYTICS_RETENTION_DAYS must be at least 2.' })
  @Max(36_500, { message: 'ANALYTICS_RETENTION_DAYS can be at most 36500.' })
  ANALYTICS_RETENTION_DAYS: number = 400;

  /**
   * Newsletter mails handed to the mail worker per second while an issue goes out (each
   * recipient's mail is due at its turn); 0 sends them all at once, as fast as the mail server
   * takes them (the mail worker's MAIL_RATE_PER_SECOND still caps all mail).
   */
  @IsInt({ message: 'NEWSLETTER_RATE_PER_SECOND must be a whole number (0: no limit).' })
  @Min(0, { message: 'NEWSLETTER_RATE_PER_SECOND must be at least 0 (0: no limit).' })
  @Max(100_000, { message: 'NEWSLETTER_RATE_PER_SECOND must be at most 100000.' })
  NEWSLETTER_RATE_PER_SECOND: number = 10;

  /** The social service, which makes the drafts of "Share on social" (its internal API). */
  @IsUrl(HTTP_URL, { message: "SOCIAL_URL must be the social service's base URL." })
  SOCIAL_URL: string = 'http://127.0.0.1:3004';
}
