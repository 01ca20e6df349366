import { Inject, Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { GatewayConfig } from '../config.js';
import { sendError } from '../http-errors.js';
import { BodyTooLargeError, emailInJson, readBody } from '../proxy/request-body.js';
import { GATEWAY_CONFIG } from '../tokens.js';
import { RATE_LIMIT_REDIS } from './rate-limit-redis.js';

interface Limit {
  name: string;
  points: number;
  durationSeconds: number;
}

/**
 * Counters live in Redis so every gateway replica shares them. If Redis is unreachable each
 * replica falls back to counting in memory rather than letting requests through unlimited.
 */
function limiter(redis: Redis, prefix: string, limit: Limit): RateLimiterRedis {
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${prefix}:rl:${limit.name}`,
    points: limit.points,
    duration: limit.durationSeconds,
    insuranceLimiter: new RateLimiterMemory({
      points: limit.points,
      duration: limit.durationSeconds,
    }),
  });
}

function retryAfterSeconds(rejection: RateLimiterRes): number {
  return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
}

function inWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Per-IP limit on the whole API; per-IP plus per-email-and-client limits on sign-in, and per-IP
 * plus per-email limits on sign-up.
 */
@Injectable()
export class RateLimits {
  private readonly api: RateLimiterRedis;
  private readonly loginByIp: RateLimiterRedis;
  private readonly loginByEmail: RateLimiterRedis;
  private readonly registerByIp: RateLimiterRedis;
  private readonly registerByEmail: RateLimiterRedis;

  constructor(
    @Inject(RATE_LIMIT_REDIS) redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    const prefix = config.REDIS_PREFIX;
    this.api = limiter(redis, prefix, {
      name: 'api',
      points: config.RATE_LIMIT_API_PER_MINUTE,
      durationSeconds: 60,
    });
    this.loginByIp = limiter(redis, prefix, {
      name: 'login-ip',
      points: config.RATE_LIMIT_LOGIN_PER_IP,
      durationSeconds: 900,
    });
    this.loginByEmail = limiter(redis, prefix, {
      name: 'login-email',
      points: config.RATE_LIMIT_LOGIN_PER_EMAIL,
      durationSeconds: 900,
    });
    this.registerByIp = limiter(redis, prefix, {
      name: 'register-ip',
      points: config.RATE_LIMIT_REGISTER_PER_IP,
      durationSeconds: 3600,
    });
    this.registerByEmail = limiter(redis, prefix, {
      name: 'register-email',
      points: config.RATE_LIMIT_REGISTER_PER_EMAIL,
      durationSeconds: 3600,
    });
  }

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    if (!req.path.startsWith('/api/')) return next();
    this.check(req, res)
      .then((allowed) => (allowed ? next() : undefined))
      .catch((error: unknown) => {
        if (error instanceof BodyTooLargeError) {
          sendError(res, 'PAYLOAD_TOO_LARGE', error.message, { Connection: 'close' });
        } else next(error);
      });
  };

  private async check(req: Request, res: Response): Promise<boolean> {
    const ip = req.ip ?? 'unknown';
    if (!(await this.consume(this.api, ip, res, 'Too many requests from your address.')))
      return false;
    if (req.method !== 'POST') return true;

    // The services route case-sensitively, so `/api/auth/LOGIN` is a 404 there; counting it as
    // a sign-in anyway means no spelling is a way around the limits, whatever runs behind.
    const path = req.path.toLowerCase();
    if (path === '/api/auth/login') {
      const email = emailInJson(await readBody(req, this.config.BODY_LIMIT_BYTES));
      const sentence = 'Too many sign-in attempts.';
      if (!(await this.consume(this.loginByIp, ip, res, sentence))) return false;
      // Failures count per email *and* client (OWASP: an attacker guessing someone's password
      // must not lock the owner out); guessing one email from many addresses meets the per-IP
      // limit at each of them.
      const emailAndClient = email && `${email} ${ip}`;
      if (emailAndClient && !(await this.consume(this.loginByEmail, emailAndClient, res, sentence)))
        return false;
      // A successful sign-in clears that count, so a forgetful user is not locked out later.
      if (emailAndClient)
        res.once(
          'finish',
          () =>
            res.statusCode === 200 &&
            void this.loginByEmail.delete(emailAndClient).catch(() => undefined),
        );
    }
    if (path === '/api/auth/register') {
      const email = emailInJson(await readBody(req, this.config.BODY_LIMIT_BYTES));
      const sentence = 'Too many sign-up attempts.';
      if (!(await this.consume(this.registerByIp, ip, res, sentence))) return false;
      if (email && !(await this.consume(this.registerByEmail, email, res, sentence))) return false;
    }
    return true;
  }

  private async consume(
    limiter: RateLimiterRedis,
    key: string,
    res: Response,
    sentence: string,
  ): Promise<boolean> {
    try {
      await limiter.consume(key);
      return true;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = retryAfterSeconds(rejection);
      sendError(res, 'RATE_LIMITED', `${sentence} Try again in ${inWords(seconds)}.`, {
        'Retry-After': String(seconds),
      });
      return false;
    }
  }
}
