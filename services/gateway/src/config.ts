import { fileURLToPath } from 'node:url';
import {
  BaseConfig,
  CommaList,
  HTTP_URL,
  WithAnalyticsAccess,
  WithMetricsListener,
  WithRedis,
  WithSite,
} from '@sandglass/server';
import { IsInt, IsString, IsUrl, Max, Min } from 'class-validator';

const serviceUrl = (name: string) => ({
  message: `${name} must be the service's base URL, such as http://127.0.0.1:3001.`,
});

/** METRICS_HOST:METRICS_PORT serves GET /metrics; the public PORT never does. */
export class GatewayConfig extends WithMetricsListener(
  WithAnalyticsAccess(WithSite(WithRedis(BaseConfig))),
) {
  override HOST: string = '0.0.0.0';
  override PORT: number = 8080;

  @IsUrl(HTTP_URL, serviceUrl('AUTH_URL'))
  AUTH_URL: string = 'http://127.0.0.1:3001';

  @IsUrl(HTTP_URL, serviceUrl('CONTENT_URL'))
  CONTENT_URL: string = 'http://127.0.0.1:3002';

  @IsUrl(HTTP_URL, serviceUrl('AI_URL'))
  AI_URL: string = 'http://127.0.0.1:3003';

  @IsUrl(HTTP_URL, serviceUrl('SOCIAL_URL'))
  SOCIAL_URL: string = 'http://127.0.0.1:3004';

  @IsUrl(HTTP_URL, serviceUrl('WEBHOOKS_URL'))
  WEBHOOKS_URL: string = 'http://127.0.0.1:3007';

  /**
   * How often a service's host name is resolved again, so the replicas behind it (every
   * address it resolves to) are picked up as they come and go.
   */
  @IsInt({ message: 'SERVICE_DNS_REFRESH_MS must be a whole number of milliseconds.' })
  @Min(100, { message: 'SERVICE_DNS_REFRESH_MS must be at least 100.' })
  @Max(300_000, { message: 'SERVICE_DNS_REFRESH_MS must be at most 300000 (5 minutes).' })
  SERVICE_DNS_REFRESH_MS: number = 5000;

  /** Time to open a connection to a service before its prefix answers 503. */
  @IsInt({ message: 'CONNECT_TIMEOUT_MS must be a whole number of milliseconds.' })
  @Min(100, { message: 'CONNECT_TIMEOUT_MS must be at least 100.' })
  CONNECT_TIMEOUT_MS: number = 2000;

  /** How long a service may stay silent before its prefix answers 503 (per route; AI is longer). */
  @IsInt({ message: 'UPSTREAM_TIMEOUT_MS must be a whole number of milliseconds.' })
  @Min(100, { message: 'UPSTREAM_TIMEOUT_MS must be at least 100.' })
  UPSTREAM_TIMEOUT_MS: number = 15_000;

  @IsInt({ message: 'AI_TIMEOUT_MS must be a whole number of milliseconds.' })
  @Min(100, { message: 'AI_TIMEOUT_MS must be at least 100.' })
  AI_TIMEOUT_MS: number = 120_000;

  /** Browser origins other than the site itself allowed to call the API (comma-separated). */
  @CommaList()
  @IsUrl(HTTP_URL, {
    each: true,
    message: 'CORS_ORIGINS must be a comma-separated list of origins.',
  })
  CORS_ORIGINS: string[] = [];

  /** Requests per minute one IP may make to /api. */
  @IsInt({ message: 'RATE_LIMIT_API_PER_MINUTE must be a whole number.' })
  @Min(1, { message: 'RATE_LIMIT_API_PER_MINUTE must be at least 1.' })
  RATE_LIMIT_API_PER_MINUTE: number = 600;

  /** Requests per minute one personal API token (`Bearer sgv_…`) may make to /api. */
  @IsInt({ message: 'RATE_LIMIT_TOKEN_PER_MINUTE must be a whole number.' })
  @Min(1, { message: 'RATE_LIMIT_TOKEN_PER_MINUTE must be at least 1.' })
  RATE_LIMIT_TOKEN_PER_MINUTE: number = 120;

  /** Sign-in attempts per 15 minutes, per IP and per email. */
  @IsInt({ message: 'RATE_LIMIT_LOGIN_PER_IP must be a whole number.' })
  @Min(1, { message: 'RATE_LIMIT_LOGIN_PER_IP must be at least 1.' })
  RATE_LIMIT_LOGIN_PER_IP: number = 30;

  @IsInt({ message: 'RATE_LIMIT_LOGIN_PER_EMAIL must be a whole number.' })
  @Min(1, { message: 'RATE_LIMIT_LOGIN_PER_EMAIL must be at least 1.' })
  RATE_LIMIT_LOGIN_PER_EMAIL: number = 10;

  /** Sign-ups per hour, per IP and per email. */
  @IsInt({ message: 'RATE_LIMIT_REGISTER_PER_IP must be a whole number.' })
  @Min(1, { message: 'RATE_LIMIT_REGISTER_PER_IP must be at least 1.' })
  RATE_LIMIT_REGISTER_PER_IP: number = 10;

  @IsInt({ message: 'RATE_LIMIT_REGISTER_PER_EMAIL must be a whole number.' })
  @Min(1, { message: 'RATE_LIMIT_REGISTER_PER_EMAIL must be at least 1.' })
  RATE_LIMIT_REGISTER_PER_EMAIL: number = 5;

  /**
   * Requests that send an account mail (forgot password, verification resend, email change)
   * per hour, per IP and per email given.
   */
  @IsInt({ message: 'RATE_LIMIT_ACCOUNT_MAIL_PER_IP must be a whole number.' })
  @Min(1, { message: 'RATE_LIMIT_ACCOUNT_MAIL_PER_IP must be at least 1.' })
  RATE_LIMIT_ACCOUNT_MAIL_PER_IP: number = 20;

  @IsInt({ message: 'RATE_LIMIT_ACCOUNT_MAIL_PER_EMAIL must be a whole number.' })
  @Min(1, { message: 'RATE_LIMIT_ACCOUNT_MAIL_PER_EMAIL must be at least 1.' })
  RATE_LIMIT_ACCOUNT_MAIL_PER_EMAIL: number = 5;

  /**
   * Proxies in front of the gateway whose X-Forwarded-* headers to believe (Express "trust
   * proxy": false, true, a hop count, or addresses/subnets such as "loopback, 10.0.0.0/8").
   * Off by default: the gateway is the edge and a client's X-Forwarded-For is ignored.
   */
  @IsString()
  TRUST_PROXY: string = 'false';

  /** The built front end (Vite output). */
  @IsString()
  FRONTEND_DIST: string = fileURLToPath(new URL('../../../frontend/dist', import.meta.url));

  /** The firm's LinkedIn page, linked from the contact page and the organisation's JSON-LD. */
  @IsUrl(
    { require_protocol: true, protocols: ['https'] },
    { message: 'FIRM_LINKEDIN_URL must be an https:// address.' },
  )
  FIRM_LINKEDIN_URL: string = 'https://www.linkedin.com/company/sandglass-ventures';

  /** The firm's X profile, linked like FIRM_LINKEDIN_URL. */
  @IsUrl(
    { require_protocol: true, protocols: ['https'] },
    { message: 'FIRM_X_URL must be an https:// address.' },
  )
  FIRM_X_URL: string = 'https://x.com/sandglassvc';

  /**
   * How long a client may take to send its request headers, and its whole request (body
   * included); past either it gets 408 and is cut off, so a slow-loris cannot hold connections.
   */
  @IsInt({ message: 'HEADERS_TIMEOUT_MS must be a whole number of milliseconds.' })
  @Min(1000, { message: 'HEADERS_TIMEOUT_MS must be at least 1000.' })
  @Max(120_000, { message: 'HEADERS_TIMEOUT_MS must be at most 120000 (2 minutes).' })
  HEADERS_TIMEOUT_MS: number = 10_000;

  @IsInt({ message: 'REQUEST_TIMEOUT_MS must be a whole number of milliseconds.' })
  @Min(1000, { message: 'REQUEST_TIMEOUT_MS must be at least 1000.' })
  @Max(600_000, { message: 'REQUEST_TIMEOUT_MS must be at most 600000 (10 minutes).' })
  REQUEST_TIMEOUT_MS: number = 30_000;

  /** How long the page of an article keeps the head tags it read from the content service. */
  @IsInt({ message: 'ARTICLE_HEAD_CACHE_SECONDS must be a whole number of seconds.' })
  @Min(0, { message: 'ARTICLE_HEAD_CACHE_SECONDS must be 0 or more.' })
  ARTICLE_HEAD_CACHE_SECONDS: number = 60;

  /** Largest request body, in bytes, for JSON API calls. */
  @IsInt({ message: 'BODY_LIMIT_BYTES must be a whole number.' })
  @Min(1024, { message: 'BODY_LIMIT_BYTES must be at least 1024.' })
  @Max(50 * 1024 * 1024, { message: 'BODY_LIMIT_BYTES must be at most 50 MB.' })
  BODY_LIMIT_BYTES: number = 1024 * 1024;
}
