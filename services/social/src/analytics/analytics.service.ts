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
 * The caller's last 30 days, counted in posts (not deliveries): a post created in the window
 * counts once whatever its platforms. posted and failed are the posts' own statuses (failed
 * when any of its deliveries failed); pending and cancelled posts count in totalPosts only.
 * successRate = posted / (posted + failed) × 100, rounded, and 0 when none has finished.
 * platformBreakdown: per platform, the window's posts that were sent to it.
 */
@Injectable()
export class SocialAnalyticsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async summary(user: AuthUser): Promise<SocialAnalytics> {
    const since = new Date(this.clock.now().getTime() - SOCIAL_ANALYTICS_DAYS * DAY_MS);
    const [counts] = (await this.dataSource.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 'posted')::int AS posted,
              count(*) FILTER (WHERE status = 'failed')::int AS failed
         FROM social.posts WHERE user_id = $1 AND created_at >= $2`,
      [user.id, since],
    )) as { total: number; posted: number; failed: number }[];
    const perPlatform = (await this.dataSource.query(
      `SELECT d.platform, count(DISTINCT p.id)::int AS posts
         FROM social.posts p JOIN social.deliveries d ON d.post_id = p.id
        WHERE p.user_id = $1 AND p.created_at >= $2
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
      successRate: finished === 0 ? 0 : Math.round((counts.posted / finished) * 100),
      successfulPosts: counts.posted,
      failedPosts: counts.failed,
      platformBreakdown,
    };
  }
}
