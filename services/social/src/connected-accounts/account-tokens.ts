import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_DISPLAY_NAME, type SocialPlatform } from '@sandglass/shared';
import { Clock, LOGGER, WebhookOutbox } from '@sandglass/server';
import { DataSource, type EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import { ALERTS, type Alerts } from '../common/alerts.js';
import { PlatformRegistry } from '../platforms/platform-registry.js';
import {
  PlatformError,
  type PlatformTokens,
  type PublishingAccount,
} from '../platforms/platform.js';
import { ConnectedAccount } from './connected-account.entity.js';
import { TokenCipher, TokenDecryptError } from './token-cipher.js';

/** Access tokens expiring sooner than this are refreshed before they are used. */
export const REFRESH_BEFORE_USE_MS = 5 * 60_000;

/** The account cannot publish until the member reconnects it; `message` says so. */
export class AccountUnavailableError extends Error {
  override name = 'AccountUnavailableError';
}

/**
 * Refreshing did not happen for a reason that may pass (the platform was unreachable or busy);
 * the account keeps its tokens and status.
 */
export class TokenRefreshFailedError extends Error {
  override name = 'TokenRefreshFailedError';
  constructor(override readonly cause: PlatformError) {
    super(cause.message);
  }
}

/**
 * A connected account's tokens: decrypted for use, refreshed before use and ahead of expiry
 * under a row lock (two workers never refresh one account at once, and the second sees the
 * first's tokens), a rotated refresh token stored before the new access token is used, and
 * the account marked `needs_reconnect` when the platform refuses to refresh it.
 */
@Injectable()
export class AccountTokens {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cipher: TokenCipher,
    private readonly registry: PlatformRegistry,
    private readonly clock: Clock,
    @Inject(ALERTS) private readonly alerts: Alerts,
    private readonly webhooks: WebhookOutbox,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The account's tokens in the clear (for revoking on disconnect, or publishing). */
  tokensOf(account: ConnectedAccount): PlatformTokens {
    return {
      accessToken: this.cipher.decrypt(account.accessToken),
      refreshToken: this.cipher.decryptNullable(account.refreshToken),
      expiresAt: account.accessTokenExpiresAt,
      refreshExpiresAt: account.refreshTokenExpiresAt,
      scope: account.scope,
    };
  }

  /**
   * The account (or its id) ready to publish with, its token refreshed first when it expires within
   * REFRESH_BEFORE_USE_MS, or always when `refusedAccessToken` (the platform just refused that
   * token) is still the stored one.
   * @throws AccountUnavailableError with a sentence to reconnect.
   * @throws TokenRefreshFailedError when refreshing failed for a passing reason.
   */
  async forPublishing(
    platform: SocialPlatform,
    accountOrId: ConnectedAccount | string | null,
    refusedAccessToken?: string,
  ): Promise<PublishingAccount> {
    let account =
      typeof accountOrId === 'string'
        ? await this.dataSource.getRepository(ConnectedAccount).findOneBy({ id: accountOrId })
        : accountOrId;
    if (!account) {
      throw new AccountUnavailableError(
        `Your ${PLATFORM_DISPLAY_NAME[platform]} account is no longer connected. Connect it on the Accounts tab, then retry.`,
      );
    }
    this.ensureConnected(account);
    if (refusedAccessToken !== undefined || this.expiresWithin(account, REFRESH_BEFORE_USE_MS)) {
      account = await this.refresh(account.id, {
        marginMs: REFRESH_BEFORE_USE_MS,
        refusedAccessToken,
      });
    }
    return {
      externalId: account.externalId,
      accountName: account.accountName,
      tokens: this.readTokens(account),
    };
  }

  /**
   * Refreshes the account's tokens unless another process already did: under `SELECT … FOR
   * UPDATE`, it refreshes only when the token still expires within `marginMs`, or is still the
   * one the platform refused. Returns the account as stored afterwards.
   */
  async refresh(
    accountId: string,
    options: { marginMs: number; refusedAccessToken?: string },
  ): Promise<ConnectedAccount> {
    let unavailable: string | null = null;
    let markedNeedsReconnect = false;
    const account = await this.dataSource.transaction(async (manager) => {
      const locked = await manager
        .getRepository(ConnectedAccount)
        .createQueryBuilder('account')
        .setLock('pessimistic_write')
        .where('account.id = :accountId', { accountId })
        .getOne();
      if (!locked) {
        unavailable = 'This account is no longer connected. Connect it on the Accounts tab.';
        return null;
      }
      if (locked.status !== 'connected') return locked;
      let current: PlatformTokens;
      try {
        current = this.tokensOf(locked);
      } catch (error) {
        if (!(error instanceof TokenDecryptError)) throw error;
        markedNeedsReconnect = true;
        unavailable = await this.markNeedsReconnect(
          manager,
          locked,
          `The stored ${PLATFORM_DISPLAY_NAME[locked.platform]} tokens cannot be read (${error.message}). Reconnect the account on the Accounts tab.`,
        );
        return null;
      }
      const refused =
        options.refusedAccessToken !== undefined &&
        current.accessToken === options.refusedAccessToken;
      if (!refused && !this.expiresWithin(locked, options.marginMs)) return locked;

      const endpoints = this.registry.endpoints(locked.platform);
      if (!endpoints) {
        unavailable = `${PLATFORM_DISPLAY_NAME[locked.platform]} is not configured on this server.`;
        return null;
      }
      let fresh: PlatformTokens;
      try {
        fresh = await this.registry.adapter(locked.platform).refresh(endpoints, current);
      } catch (error) {
        if (
          error instanceof PlatformError &&
          ['not_sent', 'transient', 'rate_limited', 'unknown'].includes(error.kind)
        ) {
          throw new TokenRefreshFailedError(error);
        }
        const name = PLATFORM_DISPLAY_NAME[locked.platform];
        const reason = error instanceof Error ? error.message : String(error);
        markedNeedsReconnect = true;
        unavailable = await this.markNeedsReconnect(
          manager,
          locked,
          `${name} refused to renew this account's access (${reason.replace(/\.$/, '')}). Reconnect ${name} on the Accounts tab, then retry.`,
        );
        return null;
      }
      // Stored (and committed, below) before anyone uses the new access token: a platform that
      // rotates refresh tokens (X) has already invalidated the old one.
      locked.accessToken = this.cipher.encrypt(fresh.accessToken);
      locked.refreshToken = this.cipher.encryptNullable(fresh.refreshToken ?? current.refreshToken);
      locked.accessTokenExpiresAt = fresh.expiresAt;
      locked.refreshTokenExpiresAt = fresh.refreshExpiresAt ?? locked.refreshTokenExpiresAt;
      locked.scope = fresh.scope ?? locked.scope;
      await manager.getRepository(ConnectedAccount).update(
        { id: locked.id },
        {
          accessToken: locked.accessToken,
          refreshToken: locked.refreshToken,
          accessTokenExpiresAt: locked.accessTokenExpiresAt,
          refreshTokenExpiresAt: locked.refreshTokenExpiresAt,
          scope: locked.scope,
        },
      );
      this.logger.info(`refreshed the ${locked.platform} tokens of account ${locked.id}`);
      return locked;
    });
    // Committed: the member hears of it by mail (at most once a day per account).
    if (markedNeedsReconnect) await this.alerts.add({ kind: 'reconnect_needed', accountId });
    if (!account) throw new AccountUnavailableError(unavailable ?? 'The account is unavailable.');
    this.ensureConnected(account);
    return account;
  }

  /**
   * Refreshes every connected account whose access token expires within `withinMs` (the
   * token-refresh job): Instagram's long-lived tokens, LinkedIn's, X's. Returns how many were
   * refreshed and how many now need reconnecting; a passing failure is tried on the next run.
   */
  async refreshExpiring(withinMs: number): Promise<{ refreshed: number; needsReconnect: number }> {
    const until = new Date(this.clock.now().getTime() + withinMs);
    const due: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM social.connected_accounts
        WHERE status = 'connected' AND access_token_expires_at IS NOT NULL
          AND access_token_expires_at <= $1
        ORDER BY access_token_expires_at`,
      [until],
    );
    let refreshed = 0;
    let needsReconnect = 0;
    for (const { id } of due) {
      try {
        await this.refresh(id, { marginMs: withinMs });
        refreshed += 1;
      } catch (error) {
        if (error instanceof AccountUnavailableError) needsReconnect += 1;
        else this.logger.warn(`could not refresh account ${id}: ${(error as Error).message}`);
      }
    }
    return { refreshed, needsReconnect };
  }

  private expiresWithin(account: ConnectedAccount, marginMs: number): boolean {
    return (
      account.accessTokenExpiresAt !== null &&
      account.accessTokenExpiresAt.getTime() - this.clock.now().getTime() <= marginMs
    );
  }

  private ensureConnected(account: ConnectedAccount): void {
    if (account.status === 'connected') return;
    const name = PLATFORM_DISPLAY_NAME[account.platform];
    throw new AccountUnavailableError(
      account.statusReason ??
        `Your ${name} account needs reconnecting. Reconnect ${name} on the Accounts tab, then retry.`,
    );
  }

  private readTokens(account: ConnectedAccount): PlatformTokens {
    try {
      return this.tokensOf(account);
    } catch (error) {
      if (!(error instanceof TokenDecryptError)) throw error;
      const name = PLATFORM_DISPLAY_NAME[account.platform];
      throw new AccountUnavailableError(
        `The stored ${name} tokens cannot be read. Reconnect ${name} on the Accounts tab, then retry.`,
      );
    }
  }

  private async markNeedsReconnect(
    manager: EntityManager,
    account: ConnectedAccount,
    reason: string,
  ): Promise<string> {
    await manager
      .getRepository(ConnectedAccount)
      .update({ id: account.id }, { status: 'needs_reconnect', statusReason: reason });
    // The member's webhooks hear of it from the same transaction (their mail comes after it).
    await this.webhooks.record(
      [
        {
          type: 'social.account.needs_reconnect',
          userId: account.userId,
          data: { platform: account.platform, accountName: account.accountName, reason },
        },
      ],
      manager,
    );
    this.logger.warn(`account ${account.id} (${account.platform}) needs reconnecting: ${reason}`);
    return reason;
  }
}
