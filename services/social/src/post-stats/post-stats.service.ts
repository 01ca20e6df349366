import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Clock, type AuthUser } from '@sandglass/server';
import {
  SOCIAL_ANALYTICS_DAYS,
  SOCIAL_PLATFORMS,
  type SocialAnalytics,
  type SocialPlatform,
} from '@sandglass/shared';
import { DataSource } from 'typeorm';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The caller's last 30 days, counted in posts (not deliveries), as SOCIAL_ANALYTICS_DEFINITIONS
 * (libs/shared) words it: the posts created in the window, not cancelled and not drafts, each counted once
 * by its outcome (`postOutcomeOf`): still pending, or finished as posted (successful) or as
 * failed or partly posted (failed). So totalPosts = successfulPosts + failedPosts + pendingPosts,
 * and successRate = successful / (successful + failed) × 100, rounded, null while none has
 * finished. platformBreakdown counts the same posts, per platform they were sent to.
 */
@Injectable()
export class PostStatsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async summary(user: AuthUser): Promise<SocialAnalytics> {
    const since = new Date(this.clock.now().getTime() - SOCIAL_ANALYTICS_DAYS * DAY_MS);
    const counted = `FROM social.posts p
      WHERE p.user_id = $1 AND p.created_at >= $2 AND p.outcome NOT IN ('cancelled', 'draft')`;
    const [counts] = (await this.dataSource.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE p.outcome = 'posted')::int AS posted,
              count(*) FILTER (WHERE p.outcome IN ('failed', 'partly_posted'))::int AS failed,
              count(*) FILTER (WHERE p.outcome = 'partly_posted')::int AS partly,
              count(*) FILTER (WHERE p.outcome = 'pending')::int AS pending
         ${counted}`,
      [user.id, since],
    )) as { total: number; posted: number; failed: number; partly: number; pending: number }[];
    const perPlatform = (await this.dataSource.query(
      `SELECT d.platform, count(DISTINCT p.id)::int AS posts
         FROM social.deliveries d JOIN (SELECT p.id ${counted}) p ON d.post_id = p.id
        WHERE d.status <> 'cancelled'
        GROUP BY d.platform`,
      [user.id, since],
    )) as { platform: SocialPlatform; posts: number }[];
    const finished = counts.posted + counts.failed;
    const platformBreakdown: Partial<Record<SocialPlatform, number>> = {};
    for (const platform of SOCIAL_PLATFORMS) {
      const row = perPlatform.find((candidate) => candidate.platform === platform);
      if (row) platformBreakdown[platform] = row.posts;
    }
    return {
      totalPosts: counts.total,
      successRate: finished === 0 ? null : Math.round((counts.posted / finished) * 100),
      successfulPosts: counts.posted,
      failedPosts: counts.failed,
      partlyPostedPosts: counts.partly,
      pendingPosts: counts.pending,
      platformBreakdown,
    };
  }
}
