import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { answerWithin, LOGGER } from '@sandglass/server';
import type { Logger } from 'pino';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { ConnectedAccount } from '../connected-accounts/connected-account.entity.js';
import { PostEvents } from '../events/post-events.js';
import { Delivery } from './delivery.entity.js';
import { refreshPostStatus } from './post-status.js';
import { PublishQueue, QUEUE_REQUEST_WAIT_MS, type DueDelivery } from './publish-queue.js';

/**
 * What the rest of the service asks of publishing: posts put their deliveries on the queue,
 * move or take them off it after their transaction commits, and accounts fail what was still
 * queued for an account being disconnected. The queue, the worker's jobs and the sweep stay
 * inside this module.
 */
@Injectable()
export class PublishingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: PublishQueue,
    private readonly events: PostEvents,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** One job per delivery, delayed to when it is due; a delivery that has a job keeps it. */
  enqueue(deliveries: readonly DueDelivery[]): Promise<void> {
    return this.queue.enqueue(deliveries);
  }

  /** Takes the deliveries' jobs off the queue (one already running finds its delivery changed). */
  remove(deliveryIds: readonly string[]): Promise<void> {
    return this.queue.remove(deliveryIds);
  }

  /** Moves the deliveries' jobs to their new times (a post re-scheduled while pending). */
  retime(deliveries: readonly DueDelivery[]): Promise<void> {
    return this.queue.retime(deliveries);
  }

  /**
   * Fails the deliveries still queued for `account` with `failure`, a sentence saying what to
   * do (retryable), recomputes their posts' status, and runs `alsoInTransaction` (the account's
   * deletion and its webhook events, given the deliveries it failed) in the same transaction. After it commits, takes their jobs off the queue (best
   * effort, QUEUE_REQUEST_WAIT_MS at most) and announces the posts that changed.
   */
  async failQueuedFor(
    account: ConnectedAccount,
    failure: string,
    alsoInTransaction?: (manager: EntityManager, failed: readonly Delivery[]) => Promise<unknown>,
  ): Promise<void> {
    const failed = await this.dataSource.transaction(async (manager) => {
      const queued = await manager
        .getRepository(Delivery)
        .createQueryBuilder('delivery')
        .setLock('pessimistic_write')
        .where('delivery.accountId = :accountId AND delivery.status = :status', {
          accountId: account.id,
          status: 'queued',
        })
        .getMany();
      if (queued.length > 0) {
        await manager.getRepository(Delivery).update(
          { id: In(queued.map((delivery) => delivery.id)), status: 'queued' },
          {
            status: 'failed',
            error: failure,
            errorKind: 'account',
            retryable: true,
            outcomeUnknown: false,
          },
        );
      }
      await alsoInTransaction?.(manager, queued);
      const postIds = [...new Set(queued.map((delivery) => delivery.postId))];
      const owners: { postId: string; userId: string }[] = [];
      for (const postId of postIds) {
        const refreshed = await refreshPostStatus(manager, postId);
        if (refreshed) owners.push({ postId, userId: refreshed.userId });
      }
      return { deliveryIds: queued.map((delivery) => delivery.id), owners };
    });
    try {
      await answerWithin(this.queue.remove(failed.deliveryIds), QUEUE_REQUEST_WAIT_MS);
    } catch (error) {
      this.logger.warn(`Could not remove the jobs of disconnected deliveries: ${String(error)}`);
    }
    for (const { postId, userId } of failed.owners) await this.events.publish(postId, userId);
  }
}
