import { Inject, Injectable } from '@nestjs/common';
import type { SocialDeliveryStatus, SocialPlatform, SocialPostOutcome } from '@sandglass/shared';
import { firstRow, WebhookOutbox, type WebhookEventInput } from '@sandglass/server';
import { DataSource } from 'typeorm';
import { PostEvents } from '../events/post-events.js';
import type { PublishMedia } from '../platforms/platform.js';
import { Delivery } from './delivery.entity.js';
import { ConnectedAccount } from '../connected-accounts/connected-account.entity.js';
import { refreshPostStatus } from './post-status.js';
import { ALERTS, type Alerts } from '../common/alerts.js';
import { SOCIAL_CONFIG } from '../common/tokens.js';
import type { PublishingSettings } from './publishing.config.js';

/** A delivery and what publishing it needs from its post. */
export interface DeliveryToPublish {
  id: string;
  postId: string;
  userId: string;
  platform: SocialPlatform;
  accountId: string | null;
  status: SocialDeliveryStatus;
  /** Claims so far, this one included once claimed. */
  attempts: number;
  /** The post's text as written; publishedText is what goes out. */
  text: string;
  /** The post tags its links to the site (publishedText). */
  campaignLinks: boolean;
  nextAttemptAt: Date;
  publishStartedAt: Date | null;
  checkpoint: string | null;
}

/** A claimed delivery with what publishing it reads next, fetched by the claim itself. */
export interface ClaimedDelivery extends DeliveryToPublish {
  /** The account it publishes as, null when it was disconnected. */
  account: ConnectedAccount | null;
  /** Whether the post has images (only then are they loaded). */
  hasMedia: boolean;
}

/** How a claimed delivery ends this attempt. */
export type DeliveryChange =
  | { status: 'posted'; externalId: string; url: string; publishedAt: Date }
  | {
      status: 'queued';
      nextAttemptAt: Date;
      note: string;
      errorKind: string;
      /** false: the platform did not act (a rate limit), so the claim is not counted. */
      counted: boolean;
    }
  | {
      status: 'failed';
      error: string;
      errorKind: string;
      retryable: boolean;
      outcomeUnknown: boolean;
    };

/** A post that settles with one of these outcomes had a delivery fail: its owner is mailed. */
const FAILED_OUTCOMES: readonly SocialPostOutcome[] = ['failed', 'partly_posted'];

const COLUMNS = `d.id, d.post_id AS "postId", p.user_id AS "userId", d.platform,
  d.account_id AS "accountId", d.status, d.attempts, p.text, p.campaign_links AS "campaignLinks",
  d.next_attempt_at AS "nextAttemptAt", d.publish_started_at AS "publishStartedAt", d.checkpoint`;

/**
 * The worker's reads and writes of deliveries in PostgreSQL, the truth about what was
 * published. Every change to a claimed delivery is conditional on it still being the same
 * claim, recomputes its post's status in the same transaction, and is announced afterwards.
 */
@Injectable()
export class DeliveryStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: PostEvents,
    private readonly webhooks: WebhookOutbox,
    @Inject(ALERTS) private readonly alerts: Alerts,
    @Inject(SOCIAL_CONFIG) private readonly settings: PublishingSettings,
  ) {}

  /**
   * Claim, then call: moves the delivery from `queued` to `publishing` in one conditional
   * update, counting the attempt. Null when it is not queued or not yet due: another job or
   * process has it, it was cancelled or finished, or it was re-timed.
   */
  async claim(id: string, now: Date): Promise<ClaimedDelivery | null> {
    // One round trip: the conditional update, and what the publish reads next.
    const rows: (DeliveryToPublish & AccountColumns & { hasMedia: boolean })[] =
      await this.dataSource.query(
        `WITH d AS (
           UPDATE social.deliveries
              SET status = 'publishing', attempts = attempts + 1, publish_started_at = $2,
                  checkpoint = NULL, updated_at = $2
            WHERE id = $1 AND status = 'queued' AND next_attempt_at <= $2
            RETURNING *)
         SELECT ${COLUMNS},
                EXISTS (SELECT 1 FROM social.post_media pm WHERE pm.post_id = d.post_id)
                  AS "hasMedia",
                ${ACCOUNT_COLUMNS}
           FROM d JOIN social.posts p ON p.id = d.post_id
           LEFT JOIN social.connected_accounts a ON a.id = d.account_id`,
        [id, now],
      );
    const row = rows[0];
    if (!row) return null;
    // The screen shows the delivery as publishing. Its post stays pending (queued and
    // publishing both wait), so there is no post status to recompute; the event is best effort.
    void this.events.publish(row.postId, row.userId);
    const { hasMedia, ...rest } = row;
    return { ...deliveryOf(rest), hasMedia, account: accountOf(row) };
  }

  async find(id: string): Promise<DeliveryToPublish | null> {
    const rows: DeliveryToPublish[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM social.deliveries d JOIN social.posts p ON p.id = d.post_id
        WHERE d.id = $1`,
      [id],
    );
    return firstRow(rows);
  }

  /** The post's images in order, with their bytes and the public URL Meta fetches. */
  async media(claim: ClaimedDelivery): Promise<PublishMedia[]> {
    if (!claim.hasMedia) return [];
    const rows: { id: string; contentType: PublishMedia['contentType']; data: Buffer }[] =
      await this.dataSource.query(
        `SELECT m.id, m.content_type AS "contentType", m.data
           FROM social.post_media pm JOIN social.media m ON m.id = pm.media_id
          WHERE pm.post_id = $1 ORDER BY pm.position`,
        [claim.postId],
      );
    return rows.map((row) => ({
      ...row,
      publicUrl: `${this.settings.siteUrl}/api/social/media/${row.id}`,
      jpegUrl: `${this.settings.siteUrl}/api/social/media/${row.id}?format=jpeg`,
    }));
  }

  /** Keeps what the adapter recorded before its final call (an Instagram container id). */
  async saveCheckpoint(claim: DeliveryToPublish, checkpoint: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE social.deliveries SET checkpoint = $3
        WHERE id = $1 AND status = 'publishing' AND attempts = $2`,
      [claim.id, claim.attempts, checkpoint],
    );
  }

  /**
   * Records how the claimed attempt ended. False when the delivery is no longer this claim
   * (a sweep already settled it), in which case nothing changes.
   */
  async settle(claim: DeliveryToPublish, change: DeliveryChange): Promise<boolean> {
    const settled = await this.dataSource.transaction(async (manager) => {
      // The post is locked before the delivery, as every writer of a post and its deliveries
      // does (no deadlock): the CTE's row lock is taken as the join reads it, the delivery's
      // when it is updated. Then the update, conditional on this claim, in one round trip.
      const columns = Object.entries(deliveryColumns(claim, change));
      const set = columns.map(([name], index) => `${snake(name)} = $${index + 4}`).join(', ');
      const updated: { id: string }[] | [{ id: string }[], number] = await manager.query(
        `WITH post AS (SELECT id FROM social.posts WHERE id = $3 FOR UPDATE)
         UPDATE social.deliveries d SET ${set}, updated_at = now() FROM post
          WHERE d.id = $1 AND d.post_id = post.id AND d.status = 'publishing'
            AND d.attempts = $2
         RETURNING d.id`,
        [claim.id, claim.attempts, claim.postId, ...columns.map(([, value]) => value)],
      );
      if (!firstRow(updated)) return null;
      const post = await refreshPostStatus(manager, claim.postId);
      const event = webhookEventOf(claim, change);
      if (event) await this.webhooks.record([event], manager);
      return { failedNow: !!post?.changed && FAILED_OUTCOMES.includes(post.outcome) };
    });
    if (!settled) return false;
    await this.events.publish(claim.postId, claim.userId);
    // The post just settled with failures: one mail names every failed platform.
    if (settled.failedNow) await this.alerts.add({ kind: 'post_failed', postId: claim.postId });
    return true;
  }

  /**
   * Queued deliveries due before `until` (their job may be missing), oldest first, and
   * deliveries `publishing` since before `stuckBefore`.
   */
  async dueQueued(until: Date, limit: number): Promise<{ id: string; dueAt: Date }[]> {
    return this.dataSource.query(
      `SELECT id, next_attempt_at AS "dueAt" FROM social.deliveries
        WHERE status = 'queued' AND next_attempt_at <= $1
        ORDER BY next_attempt_at LIMIT $2`,
      [until, limit],
    );
  }

  async stuckPublishing(stuckBefore: Date, limit: number): Promise<{ id: string }[]> {
    return this.dataSource.query(
      `SELECT id FROM social.deliveries
        WHERE status = 'publishing' AND publish_started_at < $1
        ORDER BY publish_started_at LIMIT $2`,
      [stuckBefore, limit],
    );
  }
}

/** The webhook event a settled delivery tells its owner of (published or failed), if any. */
function webhookEventOf(
  claim: DeliveryToPublish,
  change: DeliveryChange,
): WebhookEventInput | null {
  const about = { postId: claim.postId, deliveryId: claim.id, platform: claim.platform };
  if (change.status === 'posted') {
    return {
      type: 'social.post.published',
      userId: claim.userId,
      data: {
        ...about,
        url: change.url,
        externalId: change.externalId,
        publishedAt: change.publishedAt.toISOString(),
      },
    };
  }
  if (change.status === 'failed') {
    return {
      type: 'social.post.failed',
      userId: claim.userId,
      data: {
        ...about,
        error: change.error,
        retryable: change.retryable,
        outcomeUnknown: change.outcomeUnknown,
      },
    };
  }
  return null;
}

function deliveryColumns(claim: DeliveryToPublish, change: DeliveryChange): Partial<Delivery> {
  switch (change.status) {
    case 'posted':
      return {
        status: 'posted',
        externalId: change.externalId,
        url: change.url,
        publishedAt: change.publishedAt,
        error: null,
        errorKind: null,
        retryable: false,
        outcomeUnknown: false,
      };
    case 'queued':
      return {
        status: 'queued',
        nextAttemptAt: change.nextAttemptAt,
        error: change.note,
        errorKind: change.errorKind,
        attempts: change.counted ? claim.attempts : claim.attempts - 1,
        publishStartedAt: null,
      };
    case 'failed':
      return {
        status: 'failed',
        error: change.error,
        errorKind: change.errorKind,
        retryable: change.retryable,
        outcomeUnknown: change.outcomeUnknown,
      };
  }
}

interface AccountColumns {
  accountUserId: string | null;
  accountExternalId: string | null;
  accountName: string | null;
  accountAccessToken: string | null;
  accountRefreshToken: string | null;
  accountAccessTokenExpiresAt: Date | null;
  accountRefreshTokenExpiresAt: Date | null;
  accountScope: string | null;
  accountStatus: ConnectedAccount['status'] | null;
  accountStatusReason: string | null;
  accountSandbox: boolean | null;
}

const ACCOUNT_COLUMNS = `a.user_id AS "accountUserId", a.external_id AS "accountExternalId",
  a.account_name AS "accountName", a.access_token AS "accountAccessToken",
  a.refresh_token AS "accountRefreshToken",
  a.access_token_expires_at AS "accountAccessTokenExpiresAt",
  a.refresh_token_expires_at AS "accountRefreshTokenExpiresAt", a.scope AS "accountScope",
  a.status AS "accountStatus", a.status_reason AS "accountStatusReason",
  a.sandbox AS "accountSandbox"`;

function deliveryOf(row: DeliveryToPublish & Partial<AccountColumns>): DeliveryToPublish {
  const { id, postId, userId, platform, accountId, status, attempts, text, campaignLinks } = row;
  const { nextAttemptAt, publishStartedAt, checkpoint } = row;
  return {
    id,
    postId,
    userId,
    platform,
    accountId,
    status,
    attempts,
    text,
    campaignLinks,
    nextAttemptAt,
    publishStartedAt,
    checkpoint,
  };
}

function accountOf(row: DeliveryToPublish & AccountColumns): ConnectedAccount | null {
  if (!row.accountId || row.accountAccessToken === null) return null;
  return Object.assign(new ConnectedAccount(), {
    id: row.accountId,
    userId: row.accountUserId!,
    platform: row.platform,
    externalId: row.accountExternalId!,
    accountName: row.accountName!,
    accessToken: row.accountAccessToken,
    refreshToken: row.accountRefreshToken,
    accessTokenExpiresAt: row.accountAccessTokenExpiresAt,
    refreshTokenExpiresAt: row.accountRefreshTokenExpiresAt,
    scope: row.accountScope,
    status: row.accountStatus!,
    statusReason: row.accountStatusReason,
    sandbox: row.accountSandbox!,
  });
}

/** A column of `deliveries` from its property name (the naming strategy's snake_case). */
function snake(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
