import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
} from 'class-validator';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Turns "true"/"1"/"yes" into true and "false"/"0"/"no" into false; leaves anything else to fail.
 * Reads the raw variable: loadConfig's implicit conversion would already have made any
 * non-empty string, "false" included, into true.
 */
export const ToBoolean = () =>
  Transform(({ key, obj }: { key: string; obj: Record<string, unknown> }) => {
    const value = obj[key];
    if (typeof value === 'boolean') return value;
    const text = String(value).trim().toLowerCase();
    if (['true', '1', 'yes', 'on'].includes(text)) return true;
    if (['false', '0', 'no', 'off'].includes(text)) return false;
    return value;
  });

/** `IsUrl` options for an absolute http(s) address; a host without a dot (localhost) is fine. */
export const HTTP_URL = {
  require_tld: false,
  require_protocol: true,
  protocols: ['http', 'https'],
};

/** Splits "a, b,,c" into ['a', 'b', 'c']. */
export const CommaList = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : value,
  );

/** Where the auth service listens unless AUTH_URL says otherwise (scripts/lib/stack.ts). */
export const DEFAULT_AUTH_URL = 'http://127.0.0.1:3001';

/** Variables every service reads. */
export class BaseConfig {
  @IsIn(['development', 'production', 'test'], {
    message: 'NODE_ENV must be one of development, production or test.',
  })
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsString()
  HOST: string = '127.0.0.1';

  @IsInt({ message: 'PORT must be a whole number (0 picks a free port).' })
  @Min(0, { message: 'PORT must be between 0 and 65535.' })
  @Max(65535, { message: 'PORT must be between 0 and 65535.' })
  PORT: number = 0;

  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.` })
  LOG_LEVEL: LogLevel = 'info';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor<T = object> = new (...args: any[]) => T;

/** Adds the PostgreSQL connection. */
export function WithDatabase<TBase extends Constructor>(Base: TBase) {
  class DatabaseConfig extends Base {
    @Matches(/^postgres(ql)?:\/\/.+/, {
      message:
        'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/db.',
    })
    DATABASE_URL: string;
  }
  return DatabaseConfig;
}

/** Adds the Redis connection and the prefix that keeps this deployment's keys apart. */
export function WithRedis<TBase extends Constructor>(Base: TBase) {
  class RedisConfig extends Base {
    @Matches(/^rediss?:\/\/.+/, {
      message: 'REDIS_URL must be a Redis URL such as redis://127.0.0.1:6379.',
    })
    REDIS_URL: string = 'redis://127.0.0.1:6379';

    @Matches(/^[A-Za-z0-9_-]{1,64}$/, {
      message: 'REDIS_PREFIX may use letters, digits, "_" and "-" (at most 64 characters).',
    })
    REDIS_PREFIX: string = 'sandglass';
  }
  return RedisConfig;
}

/** Adds the public key that verifies access tokens, given inline (PEM) or as a file path. */
export function WithJwtVerify<TBase extends Constructor>(Base: TBase) {
  class JwtVerifyConfig extends Base {
    @IsOptional()
    @IsString()
    JWT_PUBLIC_KEY?: string;

    @IsOptional()
    @IsString()
    JWT_PUBLIC_KEY_FILE?: string;

    /** The auth service, where a personal API token (`sgv_…`) is looked up by its hash. */
    @IsUrl(HTTP_URL, {
      message: "AUTH_URL must be the auth service's base URL, such as http://127.0.0.1:3001.",
    })
    AUTH_URL: string = DEFAULT_AUTH_URL;
  }
  return JwtVerifyConfig;
}

/**
 * Adds the site's identity, which several services write into what they produce: links,
 * emails, feeds, head tags, the LLM gateway's attribution headers.
 */
export function WithSite<TBase extends Constructor>(Base: TBase) {
  class SiteConfig extends Base {
    /** The public address of the site. */
    @IsUrl(HTTP_URL, {
      message: 'SITE_URL must be the public address of the site, such as https://sandglass.vc.',
    })
    SITE_URL: string = 'http://localhost:8080';

    /** Also the display name in email headers, hence no quotes, angle brackets or line breaks. */
    @IsString()
    @Matches(/^[^\r\n"<>]*\S[^\r\n"<>]*$/, {
      message: 'FIRM_NAME must not be blank or contain quotes, angle brackets or line breaks.',
    })
    FIRM_NAME: string = 'Sandglass Ventures';

    @IsEmail({}, { message: 'FIRM_EMAIL must be an email address.' })
    FIRM_EMAIL: string = 'hello@sandglass.vc';

    /** SITE_URL without a trailing slash, ready for `${siteUrl}/path`. */
    get siteUrl(): string {
      return this.SITE_URL.replace(/\/+$/, '');
    }
  }
  return SiteConfig;
}

/**
 * Adds the private address where a process serves GET /metrics when its own port is public
 * (the gateway) or it has none (the worker). Never publish it: scrape it on the internal network.
 */
export function WithMetricsListener<TBase extends Constructor>(Base: TBase) {
  class MetricsListenerConfig extends Base {
    @IsString()
    METRICS_HOST: string = '127.0.0.1';

    @IsInt({ message: 'METRICS_PORT must be a whole number (0 picks a free port).' })
    @Min(0, { message: 'METRICS_PORT must be between 0 and 65535.' })
    @Max(65535, { message: 'METRICS_PORT must be between 0 and 65535.' })
    METRICS_PORT: number = 9464;

    get metricsListener(): { host: string; port: number } {
      return { host: this.METRICS_HOST, port: this.METRICS_PORT };
    }
  }
  return MetricsListenerConfig;
}

/**
 * Adds who may open the website analytics: admins only, or everyone when ANALYTICS_PUBLIC is
 * true. The content service enforces it; the gateway hands it to the front end, which links the
 * dashboard only for those who may open it.
 */
export function WithAnalyticsAccess<TBase extends Constructor>(Base: TBase) {
  class AnalyticsAccessConfig extends Base {
    /** Opens the analytics dashboard's figures read-only to everyone, as a shared dashboard. */
    @ToBoolean()
    @IsBoolean({ message: 'ANALYTICS_PUBLIC must be true or false.' })
    ANALYTICS_PUBLIC: boolean = false;
  }
  return AnalyticsAccessConfig;
}

/**
 * Adds the heartbeat file of a process without an HTTP server (a worker): while it is well it
 * rewrites the file every few seconds, and its container's health check reads the file's age.
 */
export function WithHeartbeat<TBase extends Constructor>(Base: TBase) {
  class HeartbeatConfig extends Base {
    @IsOptional()
    @Matches(/^\//, { message: 'HEARTBEAT_FILE must be an absolute path, such as /tmp/heartbeat.' })
    HEARTBEAT_FILE?: string;
  }
  return HeartbeatConfig;
}

export type RedisSettings = { REDIS_URL: string; REDIS_PREFIX: string };
export type JwtVerifySettings = {
  JWT_PUBLIC_KEY?: string;
  JWT_PUBLIC_KEY_FILE?: string;
  AUTH_URL?: string;
};
