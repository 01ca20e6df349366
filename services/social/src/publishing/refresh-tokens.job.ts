import { Injectable } from '@nestjs/common';
import { AccountTokens } from '../connected-accounts/account-tokens.js';
import { REFRESH_TOKENS_JOB, type SocialPublishJobHandler } from './social-publish.queue.js';

/** Tokens expiring within this are refreshed by the scheduled job (it runs every hour). */
export const REFRESH_AHEAD_MS = 24 * 60 * 60_000;

/**
 * Refreshes connected accounts' tokens ahead of expiry (Instagram's 60-day long-lived tokens,
 * LinkedIn's, X's two-hour ones), so an account left alone for weeks still publishes.
 */
@Injectable()
export class RefreshTokensJob implements SocialPublishJobHandler<typeof REFRESH_TOKENS_JOB> {
  readonly name = REFRESH_TOKENS_JOB;

  constructor(private readonly accounts: AccountTokens) {}

  handle(): Promise<{ refreshed: number; needsReconnect: number }> {
    return this.accounts.refreshExpiring(REFRESH_AHEAD_MS);
  }
}
