import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  answerWithin,
  LOGGER,
  type UserDeletedEvent,
  type UserDeletionHandler,
} from '@sandglass/server';
import type { Logger } from 'pino';
import { DataSource, In } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service.js';
import { ConnectedAccount } from '../connected-accounts/connected-account.entity.js';
import { OAuthState } from '../accounts/oauth-state.entity.js';
import { FacebookPageChoice } from '../accounts/page-choice.entity.js';
import { Media } from '../media/media.entity.js';
import { Delivery, PublishingService, QUEUE_REQUEST_WAIT_MS } from '../publishing/index.js';
import { Post } from '../posts/post.entity.js';
import { PostingSlotsRow } from '../slots/posting-slots.entity.js';

/**
 * What the social service holds of one person: connected accounts (never their tokens), posts
 * with their deliveries, uploaded images (their list, not the bytes) and posting slots.
 */
@Injectable()
export class SocialAccountData implements UserDeletionHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly publishing: PublishingService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async export(userId: string) {
    const accounts = await this.dataSource.getRepository(ConnectedAccount).find({
      where: { userId },
      order: { connectedAt: 'ASC' },
    });
    const posts = await this.dataSource.getRepository(Post).find({
      where: { userId },
      relations: { deliveries: true },
      order: { createdAt: 'ASC' },
    });
    const media = await this.dataSource.getRepository(Media).find({
      select: {
        id: true,
        contentType: true,
        width: true,
        height: true,
        byteSize: true,
        createdAt: true,
      },
      where: { userId },
      order: { createdAt: 'ASC' },
    });
    const slots = await this.dataSource.getRepository(PostingSlotsRow).findOneBy({ userId });
    return {
      connectedAccounts: accounts.map((account) => ({
        platform: account.platform,
        accountName: account.accountName,
        status: account.status,
        connectedAt: account.connectedAt,
      })),
      posts: posts.map((post) => ({
        id: post.id,
        text: post.text,
        scheduledTime: post.scheduledTime,
        status: post.status,
        createdAt: post.createdAt,
        deliveries: (post.deliveries ?? []).map((delivery) => ({
          platform: delivery.platform,
          status: delivery.status,
          url: delivery.url,
          error: delivery.error,
          publishedAt: delivery.publishedAt,
        })),
      })),
      media,
      postingSlots: slots ? { slots: slots.slots, timeZone: slots.timeZone } : null,
    };
  }

  /**
   * Disconnects every account (revoking its token at the platform where the platform allows),
   * then deletes the posts (their deliveries with them), images, pending connections and
   * posting slots.
   * Running it again finds nothing left and does nothing.
   */
  async deleteUser({ userId, email }: UserDeletedEvent): Promise<void> {
    const connected = await this.dataSource.getRepository(ConnectedAccount).findBy({ userId });
    for (const account of connected) {
      await this.accounts
        .disconnect({ id: userId, role: 'member', email }, account.platform)
        .catch((error: unknown) => {
          this.logger.warn({ err: error, userId }, 'disconnecting a deleted account failed');
        });
    }
    const deliveryIds = await this.dataSource.transaction(async (manager) => {
      const posts = await manager
        .getRepository(Post)
        .find({ select: { id: true }, where: { userId } });
      const postIds = posts.map(({ id }) => id);
      const deliveries = postIds.length
        ? await manager.getRepository(Delivery).find({
            select: { id: true },
            where: { postId: In(postIds) },
          })
        : [];
      await manager.getRepository(Post).delete({ userId });
      await manager.getRepository(Media).delete({ userId });
      await manager.getRepository(ConnectedAccount).delete({ userId });
      await manager.getRepository(FacebookPageChoice).delete({ userId });
      await manager.getRepository(OAuthState).delete({ userId });
      await manager.getRepository(PostingSlotsRow).delete({ userId });
      return deliveries.map(({ id }) => id);
    });
    // A job left behind finds no delivery and does nothing.
    await answerWithin(this.publishing.remove(deliveryIds), QUEUE_REQUEST_WAIT_MS).catch(
      () => undefined,
    );
  }
}
