import type { SocialDeliveryStatus, SocialPostStatus } from '@sandglass/shared';
import type { EntityManager } from 'typeorm';
import { Delivery, WAITING_DELIVERY_STATUSES } from './delivery.entity.js';
import { Post } from './post.entity.js';

/**
 * A post's status from its deliveries' (ARCHITECTURE.md): `pending` while any is waiting
 * (queued or publishing), then `failed` when any failed, `posted` when the rest posted, and
 * `cancelled` when all were cancelled (or it has none).
 */
export function postStatusOf(deliveries: readonly SocialDeliveryStatus[]): SocialPostStatus {
  if (deliveries.some((status) => WAITING_DELIVERY_STATUSES.includes(status))) return 'pending';
  if (deliveries.includes('failed')) return 'failed';
  if (deliveries.includes('posted')) return 'posted';
  return 'cancelled';
}

/**
 * Recomputes a post's status from its deliveries inside the caller's transaction and stores it
 * when it changed. The post row is locked first, so two workers finishing two deliveries of
 * one post at once take turns, and the second reads the first's committed delivery (READ
 * COMMITTED takes a new snapshot per statement): no post is left `pending` with every delivery
 * done. After the transaction commits, the caller publishes a `PostEvents` event whenever a
 * delivery changed (the screen shows deliveries, not only the post's status).
 */
export async function refreshPostStatus(
  manager: EntityManager,
  postId: string,
): Promise<{ status: SocialPostStatus; changed: boolean } | null> {
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
  const status = postStatusOf(deliveries.map((delivery) => delivery.status));
  if (status === post.status) return { status, changed: false };
  await manager.getRepository(Post).update({ id: postId }, { status });
  return { status, changed: true };
}
