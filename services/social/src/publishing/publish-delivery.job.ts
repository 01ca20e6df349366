import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_DISPLAY_NAME } from '@sandglass/shared';
import { Clock, delayJob, LOGGER } from '@sandglass/server';
import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import {
  AccountTokens,
  AccountUnavailableError,
  TokenRefreshFailedError,
} from '../connected-accounts/account-tokens.js';
import { PlatformRegistry } from '../platforms/platform-registry.js';
import {
  PlatformError,
  type PlatformEndpoints,
  type Published,
  type PublishingAccount,
  type PublishMedia,
} from '../platforms/platform.js';
import {
  PUBLISH_DELIVERY_JOB,
  type SocialPublishJobHandler,
  type SocialPublishJobs,
} from './social-publish.queue.js';
import {
  DeliveryStore,
  type ClaimedDelivery,
  type DeliveryChange,
  type DeliveryToPublish,
} from './delivery-store.js';
import { SOCIAL_CONFIG } from '../common/tokens.js';
import { decideAfterError, unknownOutcomeSentence, type PublishDecision } from './publish-rules.js';
import { publishedText } from './published-text.js';
import type { PublishingSettings } from './publishing.config.js';

/**
 * A delivery still `publishing` this long after its attempt started, found by a job that did
 * not crash (the sweep's), is taken to have lost its worker. Longer than any platform call
 * (SOCIAL_PLATFORM_TIMEOUT_MS is at most 5 minutes) so a live attempt is never second-guessed.
 */
export const PUBLISHING_STUCK_MS = 6 * 60_000;

/** What a run of the job did, for logs and tests. */
export type PublishOutcome =
  'posted' | 'failed' | 'retrying' | 'skipped' | 'not-due' | 'reconciled' | 'waiting-for-attempt';

/**
 * Publishes one delivery (ARCHITECTURE.md "Social publishing"): claim it, then call the
 * platform, then record what happened. It never throws in a way that makes BullMQ run it again
 * (one attempt, no BullMQ retries): a retry is this same job delayed by the rules, after the
 * delivery went back to `queued`.
 */
@Injectable()
export class PublishDeliveryJob implements SocialPublishJobHandler<typeof PUBLISH_DELIVERY_JOB> {
  readonly name = PUBLISH_DELIVERY_JOB;

  constructor(
    private readonly store: DeliveryStore,
    private readonly accounts: AccountTokens,
    private readonly registry: PlatformRegistry,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SOCIAL_CONFIG) private readonly settings: PublishingSettings,
  ) {}

  async handle(
    { deliveryId }: SocialPublishJobs[typeof PUBLISH_DELIVERY_JOB],
    job: Job,
    token?: string,
  ): Promise<PublishOutcome> {
    const now = this.clock.now();
    const claim = await this.store.claim(deliveryId, now);
    if (claim) return this.publish(claim, job, token);

    const delivery = await this.store.find(deliveryId);
    if (!delivery) return 'skipped';
    if (delivery.status === 'queued') {
      // Re-timed or delayed by a rate limit after this job was added: wait until it is due.
      await this.delay(job, token, delivery.nextAttemptAt);
      return 'not-due';
    }
    if (delivery.status !== 'publishing') return 'skipped';

    // Found mid-publish. This job's previous run died (BullMQ saw it stall), or the sweep added
    // it for a delivery publishing for too long: no attempt is alive, so look on the platform.
    const startedAt = delivery.publishStartedAt ?? now;
    const crashed = job.stalledCounter > 0;
    if (!crashed && now.getTime() - startedAt.getTime() < PUBLISHING_STUCK_MS) {
      await this.delay(job, token, new Date(startedAt.getTime() + PUBLISHING_STUCK_MS));
      return 'waiting-for-attempt';
    }
    this.logger.warn(`delivery ${deliveryId} was left publishing; looking for it on the platform`);
    await this.reconcile(delivery, 'the worker publishing it stopped');
    return 'reconciled';
  }

  private async publish(
    claim: ClaimedDelivery,
    job: Job,
    token: string | undefined,
  ): Promise<PublishOutcome> {
    const endpoints = this.registry.endpoints(claim.platform);
    if (!endpoints) {
      return this.fail(claim, {
        error: `${PLATFORM_DISPLAY_NAME[claim.platform]} is not configured on this server, so nothing was sent. Ask an administrator to set it up, then retry.`,
        errorKind: 'not_configured',
        retryable: true,
      });
    }
    // Nothing has been sent yet: a failure here may be retried.
    let account: PublishingAccount;
    let media: PublishMedia[];
    try {
      account = await this.accounts.forPublishing(claim.platform, claim.account);
      media = await this.store.media(claim);
    } catch (error) {
      return this.failedBeforeSending(claim, error, job, token);
    }
    const request = {
      text: publishedText(claim, this.settings.siteUrl),
      media,
      deliveryId: claim.id,
    };
    const adapter = this.registry.adapter(claim.platform);

    let refreshed = false;
    for (;;) {
      let outcome: { published: Published } | { error: unknown };
      try {
        outcome = {
          published: await adapter.publish(endpoints, account, request, (checkpoint) =>
            this.store.saveCheckpoint(claim, checkpoint),
          ),
        };
      } catch (error) {
        outcome = { error };
      }
      if ('published' in outcome) return this.posted(claim, outcome.published);
      const { error } = outcome;
      if (!(error instanceof PlatformError) || error.kind === 'unknown') {
        this.logger.warn(`delivery ${claim.id}: outcome unknown: ${(error as Error).message}`);
      }
      const decision = decideAfterError(error, {
        platform: claim.platform,
        failedTries: claim.attempts,
        refreshed,
        now: this.clock.now(),
      });
      if (decision.action === 'refresh') {
        refreshed = true;
        try {
          account = await this.accounts.forPublishing(
            claim.platform,
            claim.accountId,
            account.tokens.accessToken,
          );
        } catch (error) {
          return this.failedBeforeSending(claim, error, job, token);
        }
        continue;
      }
      return this.apply(claim, decision, endpoints, account, job, token);
    }
  }

  private async apply(
    claim: DeliveryToPublish,
    decision: Exclude<PublishDecision, { action: 'refresh' }>,
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    job: Job,
    token: string | undefined,
  ): Promise<PublishOutcome> {
    switch (decision.action) {
      case 'retry':
        return this.retry(claim, decision, job, token);
      case 'fail':
        return this.fail(claim, decision);
      case 'reconcile':
        await this.findOnPlatform(claim, decision.reason, endpoints, account);
        return 'reconciled';
    }
  }

  /** A delivery whose outcome is unknown: posted if the platform has it, else failed, never re-posted. */
  private async reconcile(delivery: DeliveryToPublish, reason: string): Promise<void> {
    const endpoints = this.registry.endpoints(delivery.platform);
    let account: PublishingAccount | null = null;
    if (endpoints) {
      try {
        account = await this.accounts.forPublishing(delivery.platform, delivery.accountId);
      } catch {
        account = null;
      }
    }
    if (!endpoints || !account) {
      await this.fail(delivery, {
        error: unknownOutcomeSentence(delivery.platform, reason),
        errorKind: 'unknown',
        outcomeUnknown: true,
      });
      return;
    }
    await this.findOnPlatform(delivery, reason, endpoints, account);
  }

  private async findOnPlatform(
    claim: DeliveryToPublish,
    reason: string,
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
  ): Promise<void> {
    const current = (await this.store.find(claim.id)) ?? claim;
    let found: Published | null = null;
    let why = reason;
    try {
      found = await this.registry.adapter(claim.platform).findPublished(endpoints, account, {
        text: publishedText(claim, this.settings.siteUrl),
        since: claim.publishStartedAt ?? current.publishStartedAt ?? this.clock.now(),
        checkpoint: current.checkpoint,
      });
    } catch (error) {
      why = `${reason.replace(/\.$/, '')}; looking it up failed: ${(error as Error).message}`;
    }
    if (found) {
      this.logger.info(`delivery ${claim.id}: found on ${claim.platform} after an unknown outcome`);
      await this.posted(claim, found);
      return;
    }
    await this.fail(claim, {
      error: unknownOutcomeSentence(claim.platform, why),
      errorKind: 'unknown',
      outcomeUnknown: true,
    });
  }

  private async failedBeforeSending(
    claim: DeliveryToPublish,
    error: unknown,
    job: Job,
    token: string | undefined,
  ): Promise<PublishOutcome> {
    if (error instanceof AccountUnavailableError) {
      return this.fail(claim, { error: error.message, errorKind: 'account', retryable: true });
    }
    if (error instanceof TokenRefreshFailedError) {
      // Nothing was published: the refresh that came first did not go through.
      const decision = decideAfterError(error.cause, {
        platform: claim.platform,
        failedTries: claim.attempts,
        refreshed: true,
        now: this.clock.now(),
      });
      if (decision.action === 'retry') return this.retry(claim, decision, job, token);
      if (decision.action === 'fail') return this.fail(claim, { ...decision, retryable: true });
    }
    // Unexpected (the database): nothing was sent to the platform, so it may be tried again.
    return this.retry(
      claim,
      {
        action: 'retry',
        at: new Date(this.clock.now().getTime() + 60_000),
        counted: true,
        errorKind: 'not_sent',
        note: `Preparing the post failed before anything was sent (${(error as Error).message}); it will be tried again shortly.`,
      },
      job,
      token,
    );
  }

  private async posted(claim: DeliveryToPublish, published: Published): Promise<PublishOutcome> {
    const change: DeliveryChange = {
      status: 'posted',
      externalId: published.id,
      url: published.url,
      publishedAt: this.clock.now(),
    };
    if (!(await this.store.settle(claim, change))) this.lostClaim(claim, 'posted');
    return 'posted';
  }

  private async fail(
    claim: DeliveryToPublish,
    failure: { error: string; errorKind: string; retryable?: boolean; outcomeUnknown?: boolean },
  ): Promise<PublishOutcome> {
    const settled = await this.store.settle(claim, {
      status: 'failed',
      error: failure.error,
      errorKind: failure.errorKind,
      retryable: failure.retryable ?? false,
      outcomeUnknown: failure.outcomeUnknown ?? false,
    });
    if (!settled) this.lostClaim(claim, 'failed');
    return 'failed';
  }

  private async retry(
    claim: DeliveryToPublish,
    decision: Extract<PublishDecision, { action: 'retry' }>,
    job: Job,
    token: string | undefined,
  ): Promise<PublishOutcome> {
    const settled = await this.store.settle(claim, {
      status: 'queued',
      nextAttemptAt: decision.at,
      note: decision.note,
      errorKind: decision.errorKind,
      counted: decision.counted,
    });
    if (!settled) {
      this.lostClaim(claim, 'queued');
      return 'skipped';
    }
    await this.delay(job, token, decision.at);
    return 'retrying';
  }

  /**
   * Puts this same job back, delayed to `at`, and ends the run without BullMQ counting a failure.
   * If Redis no longer has the job, the sweep re-adds it from the database.
   */
  private delay(job: Job, token: string | undefined, at: Date): Promise<void> {
    return delayJob(job, token, at, this.clock.now(), this.logger);
  }

  private lostClaim(claim: DeliveryToPublish, status: string): void {
    this.logger.warn(
      `delivery ${claim.id}: not recorded as ${status}: it changed while being published`,
    );
  }
}
