import { Inject, Injectable } from '@nestjs/common';
import {
  Clock,
  LOGGER,
  MailClient,
  type DirectoryUser,
  type MailTemplates,
} from '@sandglass/server';
import { PLATFORM_DISPLAY_NAME, type SocialPlatform } from '@sandglass/shared';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { tokenLapsesAtSql } from '../connected-accounts/token-lapse.js';
import type { AccountAlertKind } from './account-alert.entity.js';
import { UserDirectory } from '../common/user-directory.js';

/** A sign-in lapsing within this is warned about (daily, by the warn-expiring-tokens job). */
export const EXPIRY_WARNING_MS = 7 * 24 * 60 * 60_000;

/** The same problem of one account is mailed at most once in this long. */
export const ACCOUNT_ALERT_EVERY_MS = 24 * 60 * 60_000;

/** How much of a post's text names it in the mail. */
const EXCERPT_LENGTH = 80;
/** How long the auth service may take to say whom to mail before the alert is tried later. */
const LOOKUP_TIMEOUT_MS = 5_000;

/** What happened to one alert (the job's return value, for the logs and tests). */
export type AlertOutcome =
  | 'sent'
  | 'already-sent'
  | 'nothing-to-say'
  | 'no-member'
  | 'unverified'
  | 'turned-off'
  | 'already-alerted';

/** The member's setting that turns each account alert off. */
const SETTING_OF: Record<AccountAlertKind, keyof DirectoryUser['notifications']> = {
  reconnect_needed: 'reconnectNeeded',
  token_expiring: 'tokenExpiring',
};

/** The template and data of an account alert (the recipient and key are added when sent). */
type AccountMail = {
  [K in 'social-reconnect-needed' | 'social-token-expiring']: {
    template: K;
    data: MailTemplates[K];
  };
}['social-reconnect-needed' | 'social-token-expiring'];

interface AccountRow {
  id: string;
  userId: string;
  platform: SocialPlatform;
  accountName: string;
  status: string;
  statusReason: string | null;
  lapsesAt: Date | null;
}

/**
 * The alert mails about a member's social publishing (ARCHITECTURE.md "Mail"), sent through
 * the mail pipeline to the member's verified address when their settings (auth service) allow:
 * a post that ended with failed deliveries (one mail per post, every failed platform in it),
 * an account that needs reconnecting (at most once a day) and a sign-in that lapses within 7
 * days (once for each expiry), recorded per account in `social.account_alerts` in the mail's
 * transaction.
 */
@Injectable()
export class AlertMails {
  constructor(
    private readonly dataSource: DataSource,
    private readonly directory: UserDirectory,
    private readonly mail: MailClient,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Mails the post's failures once it has settled (no delivery waiting) with some failed for a
   * reason of the post's own (a platform's refusal, not an account needing reconnection).
   */
  async postFailed(postId: string): Promise<AlertOutcome> {
    const rows: {
      userId: string;
      text: string;
      platform: SocialPlatform;
      status: string;
      error: string | null;
      errorKind: string | null;
    }[] = await this.dataSource.query(
      `SELECT p.user_id AS "userId", p.text, d.platform, d.status, d.error,
              d.error_kind AS "errorKind"
         FROM social.posts p JOIN social.deliveries d ON d.post_id = p.id
        WHERE p.id = $1 ORDER BY d.platform`,
      [postId],
    );
    // A delivery that failed because its account needs reconnecting (or was disconnected) is
    // that account's problem, mailed once a day as such: not again for every post it holds up.
    const failed = rows.filter((row) => row.status === 'failed' && row.errorKind !== 'account');
    const waiting = rows.some((row) => row.status === 'queued' || row.status === 'publishing');
    if (failed.length === 0 || waiting) return 'nothing-to-say';
    const contact = await this.contactFor(rows[0]!.userId, 'failedPosts');
    if (typeof contact === 'string') return contact;
    const receipt = await this.mail.send({
      template: 'social-post-failed',
      to: contact.email,
      data: {
        firstName: contact.firstName,
        excerpt: excerptOf(rows[0]!.text),
        failures: failed.map((row) => ({
          platform: PLATFORM_DISPLAY_NAME[row.platform],
          reason: row.error ?? 'The platform refused it without saying why.',
        })),
      },
      idempotencyKey: `social-post-failed:${postId}`,
    });
    return receipt.created ? 'sent' : 'already-sent';
  }

  /** Mails that the account needs reconnecting, if it still does and was not mailed today. */
  async reconnectNeeded(accountId: string): Promise<AlertOutcome> {
    const account = await this.account(accountId);
    if (!account || account.status !== 'needs_reconnect') return 'nothing-to-say';
    const dayAgo = new Date(this.clock.now().getTime() - ACCOUNT_ALERT_EVERY_MS);
    return this.accountAlert(account, 'reconnect_needed', dayAgo, (contact) => ({
      template: 'social-reconnect-needed',
      data: {
        firstName: contact.firstName,
        platform: PLATFORM_DISPLAY_NAME[account.platform],
        accountName: account.accountName,
        reason:
          account.statusReason ??
          `Reconnect ${PLATFORM_DISPLAY_NAME[account.platform]} on the Accounts tab.`,
      },
    }));
  }

  /**
   * Mails that the account's sign-in lapses within 7 days, once for that expiry: not again
   * each day until it lapses, but again for the next expiry once the member reconnected.
   */
  async tokenExpiring(accountId: string): Promise<AlertOutcome> {
    const account = await this.account(accountId);
    if (!account || account.status !== 'connected' || !account.lapsesAt) return 'nothing-to-say';
    const left = account.lapsesAt.getTime() - this.clock.now().getTime();
    if (left <= 0 || left > EXPIRY_WARNING_MS) return 'nothing-to-say';
    const lapsesAt = account.lapsesAt;
    // Not warned since this expiry's warning window opened (nor within a day, in any case).
    const windowOpened = Math.min(
      lapsesAt.getTime() - EXPIRY_WARNING_MS,
      this.clock.now().getTime() - ACCOUNT_ALERT_EVERY_MS,
    );
    return this.accountAlert(account, 'token_expiring', new Date(windowOpened), (contact) => ({
      template: 'social-token-expiring',
      data: {
        firstName: contact.firstName,
        platform: PLATFORM_DISPLAY_NAME[account.platform],
        accountName: account.accountName,
        expiresAt: lapsesAt.toISOString(),
      },
    }));
  }

  /**
   * The daily check: warns of every connected account whose sign-in lapses within 7 days.
   * Answers how many mails went out; one account's failure does not stop the others.
   */
  async warnExpiring(): Promise<{ warned: number }> {
    const until = new Date(this.clock.now().getTime() + EXPIRY_WARNING_MS);
    const due: { id: string }[] = await this.dataSource.query(
      `SELECT a.id FROM social.connected_accounts a
        WHERE a.status = 'connected' AND ${tokenLapsesAtSql('a')} BETWEEN $1 AND $2`,
      [this.clock.now(), until],
    );
    let warned = 0;
    for (const { id } of due) {
      try {
        if ((await this.tokenExpiring(id)) === 'sent') warned += 1;
      } catch (error) {
        this.logger.warn(`could not warn about account ${id}: ${String(error)}`);
      }
    }
    return { warned };
  }

  private async accountAlert(
    account: AccountRow,
    kind: AccountAlertKind,
    notAlertedSince: Date,
    mail: (contact: DirectoryUser) => AccountMail,
  ): Promise<AlertOutcome> {
    const contact = await this.contactFor(account.userId, SETTING_OF[kind]);
    if (typeof contact === 'string') return contact;
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      // Claims the alert: a row alerted after `notAlertedSince` is left alone and returns none.
      const claimed: unknown[] = await manager.query(
        `INSERT INTO social.account_alerts (account_id, kind, last_alerted_at)
         VALUES ($1, $2, $3)
         ON CONFLICT (account_id, kind) DO UPDATE SET last_alerted_at = EXCLUDED.last_alerted_at
           WHERE social.account_alerts.last_alerted_at <= $4
         RETURNING account_id`,
        [account.id, kind, now, notAlertedSince],
      );
      if (claimed.length === 0) return 'already-alerted';
      await this.mail.send(
        {
          ...mail(contact),
          to: contact.email,
          idempotencyKey: `social-${kind}:${account.id}:${now.toISOString()}`,
        },
        manager,
      );
      return 'sent';
    });
  }

  /** The member's contact when they may be mailed this kind, or why not. */
  private async contactFor(
    userId: string,
    setting: keyof DirectoryUser['notifications'],
  ): Promise<DirectoryUser | 'no-member' | 'unverified' | 'turned-off'> {
    const contact = (await this.directory.find([userId], LOOKUP_TIMEOUT_MS)).get(userId);
    if (!contact) return 'no-member';
    if (!contact.emailVerified) return 'unverified';
    if (!contact.notifications[setting]) return 'turned-off';
    return contact;
  }

  private async account(accountId: string): Promise<AccountRow | null> {
    const rows: AccountRow[] = await this.dataSource.query(
      `SELECT a.id, a.user_id AS "userId", a.platform, a.account_name AS "accountName",
              a.status, a.status_reason AS "statusReason", ${tokenLapsesAtSql('a')} AS "lapsesAt"
         FROM social.connected_accounts a WHERE a.id = $1`,
      [accountId],
    );
    return rows[0] ?? null;
  }
}

function excerptOf(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= EXCERPT_LENGTH ? oneLine : `${oneLine.slice(0, EXCERPT_LENGTH - 1)}…`;
}
