import {
  PLATFORM_METRICS_UNAVAILABLE,
  SOCIAL_PLATFORMS,
  type ScheduledPost,
  type SocialDelivery,
  type SocialPostCampaign,
} from '@sandglass/shared';
import { campaignName, linksToSite } from '@sandglass/shared/social-text';
import { In, type EntityManager } from 'typeorm';
import { toSocialMedia } from '../media/media-view.js';
import { Media } from '../media/media.entity.js';
import { Delivery } from '../publishing/index.js';
import { PostMedia } from './post-media.entity.js';
import type { CampaignFigures } from './campaign-stats.js';
import { Post } from './post.entity.js';

/** Where a post's campaign figures come from (CampaignStats.forCaller). */
export interface CampaignSource {
  /** SITE_URL: a post whose text links to it has a campaign. */
  siteUrl: string;
  /** The site's figures for campaign names; null when they cannot be read. */
  figures(names: string[]): Promise<CampaignFigures | null>;
}

export function toSocialDelivery(delivery: Delivery): SocialDelivery {
  return {
    platform: delivery.platform,
    status: delivery.status,
    url: delivery.url,
    error: delivery.error,
    retryable: delivery.retryable,
    outcomeUnknown: delivery.outcomeUnknown,
    attempts: delivery.attempts,
    publishedAt: delivery.publishedAt?.toISOString() ?? null,
    dueAt: delivery.status === 'queued' ? delivery.nextAttemptAt.toISOString() : null,
    metrics:
      delivery.metrics && delivery.metricsFetchedAt
        ? { counts: delivery.metrics, fetchedAt: delivery.metricsFetchedAt.toISOString() }
        : null,
    metricsUnavailable: PLATFORM_METRICS_UNAVAILABLE[delivery.platform] ?? null,
  };
}

const byPlatform = (a: Delivery, b: Delivery) =>
  SOCIAL_PLATFORMS.indexOf(a.platform) - SOCIAL_PLATFORMS.indexOf(b.platform);

/**
 * The posts as the API answers them, in the order of `posts`, with deliveries and images, and
 * for a post out on a platform with campaign links to the site, its campaign's figures from
 * `campaigns` (none without it).
 */
export async function toScheduledPosts(
  manager: EntityManager,
  posts: readonly Post[],
  campaigns?: CampaignSource,
): Promise<ScheduledPost[]> {
  if (posts.length === 0) return [];
  const ids = posts.map((post) => post.id);
  const [deliveries, links] = await Promise.all([
    manager.getRepository(Delivery).find({ where: { postId: In(ids) } }),
    manager
      .getRepository(PostMedia)
      .find({ where: { postId: In(ids) }, order: { position: 'ASC' } }),
  ]);
  const mediaIds = [...new Set(links.map((link) => link.mediaId))];
  const media = mediaIds.length
    ? await manager.getRepository(Media).find({ where: { id: In(mediaIds) } })
    : [];
  const mediaById = new Map(media.map((item) => [item.id, item]));
  const site = campaigns?.siteUrl;
  const names = new Map(
    posts
      .filter(
        (post) =>
          site !== undefined &&
          post.campaignLinks &&
          deliveries.some(
            (delivery) => delivery.postId === post.id && delivery.status === 'posted',
          ) &&
          linksToSite(post.text, site),
      )
      .map((post) => [post.id, campaignName(post.id, post.text)]),
  );
  const figures = campaigns && names.size > 0 ? await campaigns.figures([...names.values()]) : null;
  const campaignOf = (post: Post): SocialPostCampaign | null => {
    const name = names.get(post.id);
    const found = name === undefined ? undefined : figures?.get(name);
    return name !== undefined && found ? { name, ...found } : null;
  };
  return posts.map((post) => {
    const own = deliveries.filter((delivery) => delivery.postId === post.id).sort(byPlatform);
    return {
      id: post.id,
      status: post.status,
      outcome: post.outcome,
      scheduledTime: post.scheduledTime?.toISOString() ?? null,
      content: {
        text: post.text,
        media: links
          .filter((link) => link.postId === post.id)
          .map((link) => mediaById.get(link.mediaId))
          .filter((item): item is Media => item !== undefined)
          .map(toSocialMedia),
      },
      platforms:
        post.status === 'draft'
          ? [...post.draftPlatforms]
          : own.map((delivery) => delivery.platform),
      deliveries: own.map(toSocialDelivery),
      campaignLinks: post.campaignLinks,
      campaign: campaignOf(post),
      userId: post.userId,
      createdAt: post.createdAt.toISOString(),
      updatedAt: lastChange(post, own).toISOString(),
    };
  });
}

/**
 * When the post or one of its deliveries last changed: a delivery changes (publishing, posted)
 * without its post, and the screen keeps the newer of two copies of a post by this.
 */
function lastChange(post: Post, deliveries: readonly Delivery[]): Date {
  let latest = post.updatedAt;
  for (const delivery of deliveries) if (delivery.updatedAt > latest) latest = delivery.updatedAt;
  return latest;
}

export async function toScheduledPost(
  manager: EntityManager,
  post: Post,
  campaigns?: CampaignSource,
): Promise<ScheduledPost> {
  const [view] = await toScheduledPosts(manager, [post], campaigns);
  return view;
}
