import { BaseConfig, ToBoolean, WithDatabase, WithJwtVerify } from '@sandglass/server';
import { IsBoolean, IsEmail, IsOptional, IsString, IsUrl, Matches } from 'class-validator';

const URL_OPTIONS = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

export class ContentConfig extends WithJwtVerify(WithDatabase(BaseConfig)) {
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

  @IsString()
  @Matches(/^[^\r\n"<>]*\S[^\r\n"<>]*$/, {
    message: 'FIRM_NAME must not be blank or contain quotes, angle brackets or line breaks.',
  })
  FIRM_NAME: string = 'Sandglass Ventures';

  /** Receives contact and program-application notifications. */
  @IsEmail({}, { message: 'FIRM_EMAIL must be an email address.' })
  FIRM_EMAIL: string = 'hello@sandglass.vc';

  /** The public address of the site: links in emails, the sitemap, the RSS feed, redirects. */
  @IsUrl(URL_OPTIONS, {
    message: 'SITE_URL must be the public address of the site, such as https://sandglass.vc.',
  })
  SITE_URL: string = 'http://localhost:8080';

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

  get siteUrl(): string {
    return this.SITE_URL.replace(/\/+$/, '');
  }

  get mailFrom(): string {
    return this.MAIL_FROM ?? `"${this.FIRM_NAME}" <${this.FIRM_EMAIL}>`;
  }
}
