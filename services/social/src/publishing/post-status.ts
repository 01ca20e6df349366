import {
  postOutcomeOf,
  postStatusOf,
  type SocialPostOutcome,
  type SocialPostStatus,
} from '@sandglass/shared';
import { firstRow } from '@sandglass/server';
import type { EntityManager } from 'typeorm';
import { Delivery } from './delivery.entity.js';

/**
 * Recomputes a post's outcome and status from its deliveries' (`postOutcomeOf`, libs/shared)
 * inside the caller's transaction and stores them when they changed. The post row is locked
 * first, so two workers finishing two deliveries of one post at once take turns, and the second
 * reads the first's committed delivery (READ COMMITTED takes a new snapshot per statement): no
 * post is left `pending` with every delivery done. After the transaction commits, the caller
 * publishes a `PostEvents` event whenever a delivery changed (the screen shows deliveries, not
 * only the post's status). A draft is left as it is. Publishing owns these two columns of `social.posts` (the posts
 * module's table), so it writes them by SQL rather than through the posts module's entity.
 */
export async function refreshPostStatus(
  manager: EntityManager,
  postId: string,
): Promise<{
  status: SocialPostStatus;
  outcome: SocialPostOutcome;
  changed: boolean;
  userId: string;
} | null> {
  const post = firstRow<{ status: SocialPostStatus; outcome: SocialPostOutcome; userId: string }>(
    await manager.query(
      `SELECT status, outcome, user_id AS "userId" FROM social.posts WHERE id = $1 FOR UPDATE`,
      [postId],
    ),
  );
  if (!post) return null;
  // A draft has no deliveries until it is scheduled or posted (PostsService): nothing to follow.
  if (post.status === 'draft') {
    return { status: post.status, outcome: post.outcome, changed: false, userId: post.userId };
  }
  const deliveries = await manager
    .getRepository(Delivery)
    .find({ where: { postId }, select: { id: true, status: true } });
  const outcome = postOutcomeOf(deliveries.map((delivery) => delivery.status));
  const status = postStatusOf(outcome);
  const { userId } = post;
  if (status === post.status && outcome === post.outcome)
    return { status, outcome, changed: false, userId };
  await manager.query(
    `UPDATE social.posts SET status = $2, outcome = $3, updated_at = CURRENT_TIMESTAMP
      WHERE id = $1`,
    [postId, status, outcome],
  );
  return { status, outcome, changed: true, userId };
}
