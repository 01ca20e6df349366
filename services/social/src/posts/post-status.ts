import {
  postOutcomeOf,
  postStatusOf,
  type SocialPostOutcome,
  type SocialPostStatus,
} from '@sandglass/shared';
import type { EntityManager } from 'typeorm';
import { Delivery } from './delivery.entity.js';
import { Post } from './post.entity.js';

/**
 * Recomputes a post's outcome and status from its deliveries' (`postOutcomeOf`, libs/shared)
 * inside the caller's transaction and stores them when they changed. The post row is locked
 * first, so two workers finishing two deliveries of one post at once take turns, and the second
 * reads the first's committed delivery (READ COMMITTED takes a new snapshot per statement): no
 * post is left `pending` with every delivery done. After the transaction commits, the caller
 * publishes a `PostEvents` event whenever a delivery changed (the screen shows deliveries, not
 * only the post's status).
 */
export async function refreshPostStatus(
  manager: EntityManager,
  postId: string,
): Promise<{ status: SocialPostStatus; outcome: SocialPostOutcome; changed: boolean } | null> {
  const post = await manager
    .getRepository(Post)
    .createQueryBuilder('post')
    .setLock('pessimistic_write')
    .where('post.id = :postId', { postId })
    .getOne();
  if (!post) return null;
  const deliveries = await manager
    .getRepository(Delivery)
    .find({ where: { postId }, select: { id: true, status: true } });
  const outcome = postOutcomeOf(deliveries.map((delivery) => delivery.status));
  const status = postStatusOf(outcome);
  if (status === post.status && outcome === post.outcome)
    return { status, outcome, changed: false };
  await manager.getRepository(Post).update({ id: postId }, { status, outcome });
  return { status, outcome, changed: true };
}
