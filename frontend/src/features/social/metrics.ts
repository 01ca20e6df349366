import {
  SOCIAL_METRIC_NAMES,
  type SocialDeliveryMetrics,
  type SocialMetricName,
} from '@sandglass/shared';
import { countLabel } from '../../lib/countLabel';

/** Each count's noun, singular and plural. */
const NOUNS: Record<SocialMetricName, [string, string]> = {
  impressions: ['impression', 'impressions'],
  likes: ['like', 'likes'],
  reactions: ['reaction', 'reactions'],
  reposts: ['repost', 'reposts'],
  shares: ['share', 'shares'],
  replies: ['reply', 'replies'],
  comments: ['comment', 'comments'],
};

/**
 * What a platform counted, in the card's words and order: "1,234 impressions · 12 likes ·
 * 3 reposts · 2 replies" (X), "40 reactions · 5 comments · 1 share" (Facebook).
 */
export function metricsLine(metrics: SocialDeliveryMetrics): string {
  return SOCIAL_METRIC_NAMES.filter((name) => metrics.counts[name] !== undefined)
    .map((name) => countLabel(metrics.counts[name]!, ...NOUNS[name]))
    .join(' · ');
}
