import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AuthUser, Clock, LOGGER, WebhookOutbox } from '@sandglass/server';
import {
  isSocialPlatform,
  PLATFORM_DISPLAY_NAME,
  type FacebookPagesResponse,
  type SocialAccount,
  type SocialConnectError,
  type SocialPlatform,
  type SocialPlatformInfo,
} from '@sandglass/shared';
import { generateRandomCodeVerifier, generateRandomState } from 'oauth4webapi';
import { DataSource, LessThan, type EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import { PlatformRegistry } from '../platforms/platform-registry.js';
import type { PlatformChoice, PlatformTokens } from '../platforms/platform.js';
import { PublishingService } from '../publishing/index.js';
import { SOCIAL_CONFIG } from '../common/tokens.js';
import {
  AccountNotFoundError,
  NoPageChoiceError,
  PlatformNotConfiguredError,
  UnknownPageError,
} from './accounts.errors.js';
import { ConnectedAccount } from '../connected-accounts/connected-account.entity.js';
import { OAUTH_STATE_TTL_MS, OAuthState } from './oauth-state.entity.js';
import { FacebookPageChoice, PAGE_CHOICE_TTL_MS } from './page-choice.entity.js';
import { TokenCipher } from '../connected-accounts/token-cipher.js';
import { tokenLapsesAt } from '../connected-accounts/token-lapse.js';

/** What accounts read of the service's config (SocialConfig). */
export interface AccountsSettings {
  readonly siteUrl: string;
}

/** Where the callback sends the browser: the member's screen, Accounts tab. */
export const ACCOUNTS_SCREEN = '/user/social-media?tab=accounts';

/** The cookie that ties an authorisation to the browser that started it. */
export const STATE_COOKIE = 'sg_social_oauth';

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface StoredChoice {
  externalId: string;
  accountName: string;
  tokens: {
    accessToken: string;
    refreshToken: string | null;
    expiresAt: string | null;
    refreshExpiresAt: string | null;
    scope: string | null;
  };
}

/**
 * Connected accounts and the OAuth 2.0 flow that connects them (authorization code, PKCE
 * S256 for every platform; state random, single-use, 10 minutes, bound to the member and to
 * the browser by a cookie). Tokens are encrypted before they are stored and never answered.
 */
@Injectable()
export class AccountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly platforms: PlatformRegistry,
    private readonly cipher: TokenCipher,
    private readonly publishing: PublishingService,
    private readonly webhooks: WebhookOutbox,
    private readonly clock: Clock,
    @Inject(SOCIAL_CONFIG) private readonly config: AccountsSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async describePlatforms(user: AuthUser): Promise<SocialPlatformInfo[]> {
    const accounts = await this.dataSource
      .getRepository(ConnectedAccount)
      .find({ where: { userId: user.id }, select: { platform: true } });
    return this.platforms.describeAll().map((platform) => ({
      ...platform,
      connected: accounts.some((account) => account.platform === platform.name),
    }));
  }

  async list(user: AuthUser): Promise<SocialAccount[]> {
    const accounts = await this.dataSource
      .getRepository(ConnectedAccount)
      .find({ where: { userId: user.id } });
    const health = await this.healthOf(accounts.map((account) => account.id));
    const order = this.platforms.describeAll().map((platform) => platform.name);
    return accounts
      .sort((a, b) => order.indexOf(a.platform) - order.indexOf(b.platform))
      .map((account) => toSocialAccount(account, health.get(account.id)));
  }

  redirectUri(platform: SocialPlatform): string {
    return `${this.config.siteUrl}/api/social/accounts/${platform}/callback`;
  }

  /** Starts an authorisation: the URL to send the browser to, and the state for its cookie. */
  async connect(
    user: AuthUser,
    platform: SocialPlatform,
  ): Promise<{ authorizeUrl: string; state: string }> {
    const endpoints = this.platforms.endpoints(platform);
    if (!endpoints) throw new PlatformNotConfiguredError(platform);
    const state = generateRandomState();
    const codeVerifier = generateRandomCodeVerifier();
    const now = this.clock.now();
    const states = this.dataSource.getRepository(OAuthState);
    await states.delete({ expiresAt: LessThan(now) });
    await states.insert({
      stateHash: sha256(state),
      userId: user.id,
      platform,
      codeVerifier: this.cipher.encrypt(codeVerifier),
      expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
    });
    const url = this.platforms.adapter(platform).authorizationUrl(endpoints, {
      state,
      redirectUri: this.redirectUri(platform),
      codeVerifier,
    });
    return { authorizeUrl: url.toString(), state };
  }

  /**
   * Finishes an authorisation and answers where to send the browser. Never throws: every
   * failure becomes an `&error=` code on the member's screen.
   */
  async callback(
    rawPlatform: string,
    query: CallbackQuery,
    cookieState: string | undefined,
  ): Promise<string> {
    if (!isSocialPlatform(rawPlatform)) return fail('unknown_platform');
    const platform = rawPlatform;
    if (!query.state) return fail('invalid_state');
    // Single use: the row is deleted as it is read, so a replayed state finds nothing.
    const [rows] = (await this.dataSource.query(
      'DELETE FROM social.oauth_states WHERE state_hash = $1 RETURNING user_id, platform, code_verifier, expires_at',
      [sha256(query.state)],
    )) as [
      { user_id: string; platform: string; code_verifier: string; expires_at: Date }[],
      number,
    ];
    const row = rows[0];
    if (!row || row.platform !== platform || cookieState !== query.state) {
      return fail('invalid_state');
    }
    if (row.expires_at.getTime() < this.clock.now().getTime()) return fail('state_expired');
    if (query.error) {
      return fail(query.error === 'access_denied' ? 'access_denied' : 'authorization_failed');
    }
    if (!query.code) return fail('authorization_failed');
    const endpoints = this.platforms.endpoints(platform);
    if (!endpoints) return fail('not_configured');

    let choices: PlatformChoice[];
    try {
      choices = await this.platforms.adapter(platform).exchangeCode(endpoints, {
        code: query.code,
        redirectUri: this.redirectUri(platform),
        codeVerifier: this.cipher.decrypt(row.code_verifier),
      });
    } catch (error) {
      this.logger.warn(`${platform} code exchange failed: ${String(error)}`);
      return fail('exchange_failed');
    }
    if (choices.length === 0) return fail(platform === 'facebook' ? 'no_pages' : 'no_account');
    if (choices.length > 1) {
      await this.dataSource.getRepository(FacebookPageChoice).upsert(
        {
          userId: row.user_id,
          choices: this.cipher.encrypt(JSON.stringify(choices.map(storeChoice))),
          expiresAt: new Date(this.clock.now().getTime() + PAGE_CHOICE_TTL_MS),
        },
        ['userId'],
      );
      return `${ACCOUNTS_SCREEN}&choose=${platform}`;
    }
    await this.saveAccount(row.user_id, platform, choices[0]);
    return `${ACCOUNTS_SCREEN}&connected=${platform}`;
  }

  /** The Facebook Pages the caller may choose from after authorising. */
  async pageChoices(user: AuthUser): Promise<FacebookPagesResponse> {
    const choices = await this.storedChoices(user);
    return {
      pages: choices.map((choice) => ({ id: choice.externalId, name: choice.accountName })),
    };
  }

  async choosePage(user: AuthUser, pageId: string): Promise<SocialAccount> {
    const choices = await this.storedChoices(user);
    const choice = choices.find((candidate) => candidate.externalId === pageId);
    if (!choice) throw new UnknownPageError();
    const account = await this.saveAccount(user.id, 'facebook', choice);
    await this.dataSource.getRepository(FacebookPageChoice).delete({ userId: user.id });
    return toSocialAccount(account);
  }

  /**
   * Disconnects: revokes the token where the platform offers it (best effort: the member
   * wants out whatever the platform says), deletes the tokens, and fails the deliveries still
   * queued for it with a sentence saying to reconnect.
   */
  async disconnect(user: AuthUser, platform: SocialPlatform): Promise<void> {
    const account = await this.dataSource
      .getRepository(ConnectedAccount)
      .findOneBy({ userId: user.id, platform });
    if (!account) throw new AccountNotFoundError(platform);
    await this.forget(
      account,
      `Your ${PLATFORM_DISPLAY_NAME[platform]} account was disconnected before this post went out. Reconnect it, then retry.`,
    );
  }

  /**
   * Forgets an account as a disconnect does: its token revoked where the platform offers it,
   * its row deleted, its queued deliveries failed with `failure`, its owner's webhooks told.
   */
  private async forget(account: ConnectedAccount, failure: string): Promise<void> {
    const { platform, userId } = account;
    const endpoints = this.platforms.endpoints(platform);
    if (endpoints) {
      try {
        await this.platforms.adapter(platform).revoke(endpoints, this.tokensOf(account));
      } catch (error) {
        this.logger.warn(`${platform} token revocation failed: ${String(error)}`);
      }
    }
    await this.publishing.failQueuedFor(account, failure, async (manager, failed) => {
      await manager.getRepository(ConnectedAccount).delete({ id: account.id });
      // The member's webhooks hear of it from the same transaction.
      await this.webhooks.record(
        [
          {
            type: 'social.account.disconnected',
            userId,
            data: { platform, accountName: account.accountName, failedDeliveries: failed.length },
          },
          ...failed.map((delivery) => ({
            type: 'social.post.failed' as const,
            userId,
            data: {
              postId: delivery.postId,
              deliveryId: delivery.id,
              platform,
              error: failure,
              retryable: true,
              outcomeUnknown: false,
            },
          })),
        ],
        manager,
      );
    });
  }

  /** Per account: its last successful publish and its last failure (with its sentence). */
  private async healthOf(accountIds: string[]): Promise<Map<string, AccountHealth>> {
    if (accountIds.length === 0) return new Map();
    const rows: (AccountHealth & { accountId: string })[] = await this.dataSource.query(
      `SELECT account_id AS "accountId",
              max(published_at) FILTER (WHERE status = 'posted') AS "lastPublishedAt",
              (array_agg(error ORDER BY updated_at DESC) FILTER (WHERE status = 'failed'))[1]
                AS "lastFailure",
              max(updated_at) FILTER (WHERE status = 'failed') AS "lastFailedAt"
         FROM social.deliveries WHERE account_id = ANY($1) GROUP BY account_id`,
      [accountIds],
    );
    return new Map(rows.map(({ accountId, ...health }) => [accountId, health]));
  }

  private async storedChoices(user: AuthUser): Promise<StoredChoice[]> {
    const row = await this.dataSource
      .getRepository(FacebookPageChoice)
      .findOneBy({ userId: user.id });
    if (!row || row.expiresAt.getTime() < this.clock.now().getTime()) throw new NoPageChoiceError();
    return JSON.parse(this.cipher.decrypt(row.choices)) as StoredChoice[];
  }

  private async saveAccount(
    userId: string,
    platform: SocialPlatform,
    choice: PlatformChoice | StoredChoice,
  ): Promise<ConnectedAccount> {
    const tokens = readTokens(choice.tokens);
    const sandbox = this.platforms.isSandbox(platform);
    // Reconnecting the same platform account updates its row, so its posts and history stay.
    // Another account of that platform replaces it: the old one is forgotten first.
    const existing = await this.dataSource
      .getRepository(ConnectedAccount)
      .findOneBy({ userId, platform });
    if (existing && existing.externalId !== choice.externalId) {
      await this.forget(
        existing,
        `Your ${PLATFORM_DISPLAY_NAME[platform]} account ${existing.accountName} was replaced by ${choice.accountName} before this post went out. Retry to publish it as ${choice.accountName}.`,
      );
    }
    return this.dataSource.transaction(async (manager: EntityManager) => {
      const repository = manager.getRepository(ConnectedAccount);
      await repository.upsert(
        {
          userId,
          platform,
          externalId: choice.externalId,
          accountName: choice.accountName.slice(0, 300),
          accessToken: this.cipher.encrypt(tokens.accessToken),
          refreshToken: this.cipher.encryptNullable(tokens.refreshToken),
          accessTokenExpiresAt: tokens.expiresAt,
          refreshTokenExpiresAt: tokens.refreshExpiresAt,
          scope: tokens.scope,
          status: 'connected',
          statusReason: null,
          sandbox,
          connectedAt: this.clock.now(),
        },
        ['userId', 'platform'],
      );
      return repository.findOneByOrFail({ userId, platform });
    });
  }

  private tokensOf(account: ConnectedAccount): PlatformTokens {
    return {
      accessToken: this.cipher.decrypt(account.accessToken),
      refreshToken: this.cipher.decryptNullable(account.refreshToken),
      expiresAt: account.accessTokenExpiresAt,
      refreshExpiresAt: account.refreshTokenExpiresAt,
      scope: account.scope,
    };
  }
}

/** The callback's `&error=` codes are SOCIAL_CONNECT_ERRORS (libs/shared), worded by the screen. */
function fail(code: SocialConnectError): string {
  return `${ACCOUNTS_SCREEN}&error=${code}`;
}

/** What an account's deliveries say of its health (AccountsService.healthOf). */
export interface AccountHealth {
  lastPublishedAt: Date | null;
  lastFailure: string | null;
  lastFailedAt: Date | null;
}

export function toSocialAccount(account: ConnectedAccount, health?: AccountHealth): SocialAccount {
  const lastPublishedAt = health?.lastPublishedAt ?? null;
  // A failure since the last successful publish is still the news; an older one has passed.
  const failing =
    health?.lastFailedAt && (!lastPublishedAt || health.lastFailedAt > lastPublishedAt)
      ? health.lastFailure
      : null;
  return {
    platform: account.platform,
    accountName: account.accountName,
    status: account.status,
    connectedAt: account.connectedAt.toISOString(),
    sandbox: account.sandbox,
    connectionExpiresAt: tokenLapsesAt(account)?.toISOString() ?? null,
    lastPublishedAt: lastPublishedAt?.toISOString() ?? null,
    lastError: account.status === 'needs_reconnect' ? account.statusReason : failing,
  };
}

function storeChoice(choice: PlatformChoice): StoredChoice {
  return {
    externalId: choice.externalId,
    accountName: choice.accountName,
    tokens: {
      accessToken: choice.tokens.accessToken,
      refreshToken: choice.tokens.refreshToken,
      expiresAt: choice.tokens.expiresAt?.toISOString() ?? null,
      refreshExpiresAt: choice.tokens.refreshExpiresAt?.toISOString() ?? null,
      scope: choice.tokens.scope,
    },
  };
}

function readTokens(tokens: PlatformTokens | StoredChoice['tokens']): PlatformTokens {
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: date(tokens.expiresAt),
    refreshExpiresAt: date(tokens.refreshExpiresAt),
    scope: tokens.scope,
  };
}
