import {
  BaseConfig,
  WithDatabase,
  WithHeartbeat,
  WithMetricsListener,
  WithRedis,
  WithSite,
} from '@sandglass/server';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

/**
 * The mail worker's settings. SMTP_URL is required: `npm start` points it at the local mail
 * sandbox when none is given, and compose asks for it. SITE_URL and FIRM_NAME go into every
 * mail (links, the layout); MAIL_FROM defaults to "FIRM_NAME" <FIRM_EMAIL>.
 */
export class MailWorkerConfig extends WithHeartbeat(
  WithMetricsListener(WithSite(WithRedis(WithDatabase(BaseConfig)))),
) {
  /** GET /metrics of the mail worker (beside the gateway's 9464 and the social worker's 9465). */
  override METRICS_PORT: number = 9466;

  /** Outgoing mail server, e.g. smtps://user:password@smtp.example.com:465. */
  @Matches(/^smtps?:\/\/[^\s/]+/, {
    message:
      'SMTP_URL must be an SMTP URL such as smtp://user:password@smtp.example.com:587 (npm start runs a local mail sandbox when it is not set).',
  })
  SMTP_URL: string;

  /** Sender of every email; defaults to "FIRM_NAME" <FIRM_EMAIL>. */
  @IsOptional()
  @Matches(/^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, {
    message: 'MAIL_FROM must be an address such as "Sandglass Ventures" <hello@sandglass.vc>.',
  })
  MAIL_FROM?: string;

  /** Mails sent per second by all mail workers together; 0 sends as fast as the server takes them. */
  @IsInt({ message: 'MAIL_RATE_PER_SECOND must be a whole number (0: no limit).' })
  @Min(0, { message: 'MAIL_RATE_PER_SECOND must be at least 0 (0: no limit).' })
  @Max(100_000, { message: 'MAIL_RATE_PER_SECOND must be at most 100000.' })
  MAIL_RATE_PER_SECOND: number = 10;

  /** Mails one worker process sends at once. */
  @IsInt({ message: 'MAIL_CONCURRENCY must be a whole number.' })
  @Min(1, { message: 'MAIL_CONCURRENCY must be at least 1.' })
  @Max(500, { message: 'MAIL_CONCURRENCY must be at most 500.' })
  MAIL_CONCURRENCY: number = 20;

  /** SMTP connections one worker process keeps open (a pool; many providers cap this). */
  @IsInt({ message: 'MAIL_SMTP_CONNECTIONS must be a whole number.' })
  @Min(1, { message: 'MAIL_SMTP_CONNECTIONS must be at least 1.' })
  @Max(100, { message: 'MAIL_SMTP_CONNECTIONS must be at most 100.' })
  MAIL_SMTP_CONNECTIONS: number = 5;

  /** Silence allowed from the SMTP server (connecting, or any answer) before the try is given up. */
  @IsInt({ message: 'MAIL_SMTP_TIMEOUT_MS must be a whole number of milliseconds.' })
  @Min(1_000, { message: 'MAIL_SMTP_TIMEOUT_MS must be at least 1000.' })
  @Max(300_000, { message: 'MAIL_SMTP_TIMEOUT_MS must be at most 300000 (5 minutes).' })
  MAIL_SMTP_TIMEOUT_MS: number = 60_000;

  /** Tries per message (a 4xx answer or a dropped connection is tried again) before it fails. */
  @IsInt({ message: 'MAIL_MAX_ATTEMPTS must be a whole number.' })
  @Min(1, { message: 'MAIL_MAX_ATTEMPTS must be at least 1.' })
  @Max(50, { message: 'MAIL_MAX_ATTEMPTS must be at most 50.' })
  MAIL_MAX_ATTEMPTS: number = 8;

  /** The wait before the first retry; each later one waits twice as long (at most 6 hours). */
  @IsInt({ message: 'MAIL_RETRY_BASE_MS must be a whole number of milliseconds.' })
  @Min(100, { message: 'MAIL_RETRY_BASE_MS must be at least 100.' })
  @Max(3_600_000, { message: 'MAIL_RETRY_BASE_MS must be at most 3600000 (an hour).' })
  MAIL_RETRY_BASE_MS: number = 60_000;

  /** How often the sweep re-adds lost jobs and takes over messages a crashed worker left. */
  @IsInt({ message: 'MAIL_SWEEP_INTERVAL_MS must be a whole number of milliseconds.' })
  @Min(500, { message: 'MAIL_SWEEP_INTERVAL_MS must be at least 500.' })
  @Max(3_600_000, { message: 'MAIL_SWEEP_INTERVAL_MS must be at most 3600000 (an hour).' })
  MAIL_SWEEP_INTERVAL_MS: number = 60_000;

  /** How long a worker holds a job without renewing it before another worker may take it over. */
  @IsInt({ message: 'MAIL_JOB_LOCK_MS must be a whole number of milliseconds.' })
  @Min(2_000, { message: 'MAIL_JOB_LOCK_MS must be at least 2000.' })
  @Max(600_000, { message: 'MAIL_JOB_LOCK_MS must be at most 600000 (10 minutes).' })
  MAIL_JOB_LOCK_MS: number = 30_000;

  get mailFrom(): string {
    return this.MAIL_FROM ?? `"${this.FIRM_NAME}" <${this.FIRM_EMAIL}>`;
  }

  /** The domain of MAIL_FROM's address, which every Message-ID ends with. */
  get mailFromDomain(): string {
    const address = /<([^>]+)>\s*$/.exec(this.mailFrom)?.[1] ?? this.mailFrom;
    return address.slice(address.lastIndexOf('@') + 1).trim();
  }

  /** A message still `sending` this long after its claim lost its worker (longer than any try). */
  get sendingStuckMs(): number {
    return 5 * this.MAIL_SMTP_TIMEOUT_MS;
  }
}
