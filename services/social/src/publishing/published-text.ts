import type { SocialPlatform } from '@sandglass/shared';
import { campaignName, withCampaignLinks } from '@sandglass/shared/social-text';

/** What decides the text a delivery publishes. */
export interface TextToPublish {
  postId: string;
  platform: SocialPlatform;
  /** The post's text as the member wrote it. */
  text: string;
  campaignLinks: boolean;
}

/**
 * The text that goes out on the delivery's platform: with campaign links on, each link to the
 * site carries `utm_source=<platform>`, `utm_medium=social` and the post's campaign name
 * (stable for the post, so every platform's visits add up under one campaign); otherwise the
 * member's text as it is. Publishing and looking a post up on the platform both use it.
 */
export function publishedText(delivery: TextToPublish, siteUrl: string): string {
  if (!delivery.campaignLinks) return delivery.text;
  return withCampaignLinks(delivery.text, {
    siteUrl,
    platform: delivery.platform,
    campaign: campaignName(delivery.postId, delivery.text),
  });
}
