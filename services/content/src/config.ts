import {
  BaseConfig,
  ToBoolean,
  WithAnalyticsAccess,
  WithDatabase,
  WithJwtVerify,
  WithRedis,
  WithSite,
} from '@sandglass/server';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

export class ContentConfig extends WithAnalyticsAccess(
  WithSite(WithRedis(WithJwtVerify(WithDatabase(BaseConfig)))),
) {
  override PORT: number = 3002;

  /** Outgoing mail server, e.g. smtps://user:password@smtp.example.com:465. Unset: OUTBOX_DIR. */
  @IsOptional()
  @Matches(/^smtps?:\/\/[^\s/]+/, {
    message: 'SMTP_URL must be an SMTP URL such as smtp://user:password@smtp.example.com:587.',
  })
  SMTP_URL?: string;

  /** Sender of every email; defaults to "FIRM_NAME" <FIRM_EMAIL>. */
  @IsOptional()
  @Matches(/^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, {
    message: 'MAIL_FROM must be an address such as "Sandglass Ventures" <hello@sandglass.vc>.',
  })
  MAIL_FROM?: string;

  /** Where uploaded images are kept (created if missing). */
  @IsString()
  @Matches(/\S/, { message: 'UPLOADS_DIR must be a folder path.' })
  UPLOADS_DIR: string = '.data/uploads';

  /** Without SMTP_URL, each email is written here as an .eml file. */
  @IsString()
  @Matches(/\S/, { message: 'OUTBOX_DIR must be a folder path.' })
  OUTBOX_DIR: string = '.data/outbox';

  /** Fill empty tables with the sample portfolio, team, programs and articles on first start. */
  @ToBoolean()
  @IsBoolean({ message: 'SEED_CONTENT must be true or false.' })
  SEED_CONTENT: boolean = true;

  /** Days the raw analytics events and visits are kept; daily roll-ups are kept after that. */
  @IsInt({ message: 'ANALYTICS_RETENTION_DAYS must be a whole number of days.' })
  @Min(2, { message: 'ANALYTICS_RETENTION_DAYS must be at least 2.' })
  @Max(36_500, { message: 'ANALYTICS_RETENTION_DAYS can be at most 36500.' })
  ANALYTICS_RETENTION_DAYS: number = 400;

  get mailFrom(): string {
    return this.MAIL_FROM ?? `"${this.FIRM_NAME}" <${this.FIRM_EMAIL}>`;
  }
}
