import { Inject, Injectable } from '@nestjs/common';
import { apiTokenHash, redisRateLimiter, type RedisRateLimiter } from '@sandglass/server';
import { API_TOKEN_PREFIX } from '@sandglass/shared';
import type { NextFunction, Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { GatewayConfig } from '../config.js';
import { sendError } from '../http-errors.js';
import { BodyTooLargeError, emailInJson, readBody } from '../proxy/request-body.js';
import { GATEWAY_CONFIG } from '../tokens.js';
import { RATE_LIMIT_REDIS } from './rate-limit-redis.js';

/** The requests that send an account mail. */
const ACCOUNT_MAIL_PATHS = new Set([
  '/api/auth/password/forgot',
  '/api/auth/email/verify/resend',
  '/api/auth/email/change',
]);

function retryAfterSeconds(rejection: RateLimiterRes): number {
  return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
}

function inWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The personal API token a request carries (`Authorization: Bearer sgv_…`), if any. */
function apiTokenOf(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  return match?.[1]?.startsWith(API_TOKEN_PREFIX) ? match[1] : undefined;
}

/**
 * Per-IP limit on the whole API, and per personal API token (counted by the token's hash, so
 * one token shares its minute across every address it is used from, with the IETF
 * `RateLimit-Limit`/`RateLimit-Remaining`/`RateLimit-Reset` headers on every answer); per-IP
 * plus per-email-and-client limits on sign-in, and per-IP plus per-email limits on sign-up and
 * on the requests that send an account mail. Counted in Redis, shared by every replica; each replica
 * counts in memory while Redis fails or is slow to answer (redisRateLimiter), so no request
 * waits on Redis for more than REDIS_REQUEST_WAIT_MS per limit.
 */
@Injectable()
export class RateLimits {
  private readonly api: RedisRateLimiter;
  private readonly apiToken: RedisRateLimiter;
  private readonly loginByIp: RedisRateLimiter;
  private readonly loginByEmail: RedisRateLimiter;
  private readonly registerByIp: RedisRateLimiter;
  private readonly registerByEmail: RedisRateLimiter;
  private readonly accountMailByIp: RedisRateLimiter;
  private readonly accountMailByEmail: RedisRateLimiter;

  constructor(
    @Inject(RATE_LIMIT_REDIS) redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    const limit = (name: string, points: number, durationSeconds: number): RedisRateLimiter =>
      redisRateLimiter(redis, {
        keyPrefix: `${config.REDIS_PREFIX}:rl:${name}`,
        points,
        durationSeconds,
      });
    this.api = limit('api', config.RATE_LIMIT_API_PER_MINUTE, 60);
    this.apiToken = limit('api-token', config.RATE_LIMIT_TOKEN_PER_MINUTE, 60);
    this.loginByIp = limit('login-ip', config.RATE_LIMIT_LOGIN_PER_IP, 900);
    this.loginByEmail = limit('login-email', config.RATE_LIMIT_LOGIN_PER_EMAIL, 900);
    this.registerByIp = limit('register-ip', config.RATE_LIMIT_REGISTER_PER_IP, 3600);
    this.registerByEmail = limit('register-email', config.RATE_LIMIT_REGISTER_PER_EMAIL, 3600);
    this.accountMailByIp = limit('account-mail-ip', config.RATE_LIMIT_ACCOUNT_MAIL_PER_IP, 3600);
    this.accountMailByEmail = limit(
      'account-mail-email',
      config.RATE_LIMIT_ACCOUNT_MAIL_PER_EMAIL,
      3600,
    );
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
    const token = apiTokenOf(req);
    if (token && !(await this.consumeToken(token, res))) return false;
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
    if (ACCOUNT_MAIL_PATHS.has(path)) {
      // Each sends a mail: counted per IP, and per address asked about (forgot password's
      // `email`, an email change's `newEmail`), so nobody's inbox can be flooded.
      const body = await readBody(req, this.config.BODY_LIMIT_BYTES);
      const email = emailInJson(body) ?? emailInJson(body, 'newEmail');
      const sentence = 'Too many requests for account emails.';
      if (!(await this.consume(this.accountMailByIp, ip, res, sentence))) return false;
      if (email && !(await this.consume(this.accountMailByEmail, email, res, sentence)))
        return false;
    }
    return true;
  }

  /** Counts a request against its token's minute and says where the count stands. */
  private async consumeToken(token: string, res: Response): Promise<boolean> {
    const limit = this.config.RATE_LIMIT_TOKEN_PER_MINUTE;
    const headers = (state: RateLimiterRes) => ({
      'RateLimit-Limit': String(limit),
      'RateLimit-Remaining': String(Math.max(0, state.remainingPoints)),
      'RateLimit-Reset': String(retryAfterSeconds(state)),
    });
    try {
      const state = (await this.apiToken.consume(apiTokenHash(token))) as RateLimiterRes;
      res.set(headers(state));
      return true;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = retryAfterSeconds(rejection);
      sendError(
        res,
        'RATE_LIMITED',
        `This API token made more than ${limit} requests this minute. Try again in ${inWords(seconds)}.`,
        { ...headers(rejection), 'Retry-After': String(seconds) },
      );
      return false;
    }
  }

  private async consume(
    limiter: RedisRateLimiter,
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
