import twitterText from 'twitter-text';
import { PLATFORM_MAX_LENGTH, type SocialPlatform } from './social.js';

/**
 * A post's length as the platform counts it: X weighs characters (most CJK and emoji count
 * twice, every link counts 23), which twitter-text computes exactly as X does; the others
 * count characters (code points). Its own entry point keeps twitter-text out of pages that
 * never count a post.
 */
export function postLength(platform: SocialPlatform, text: string): number {
  if (platform === 'twitter') return twitterText.parseTweet(text).weightedLength;
  return [...text].length;
}

/** The text fits the platform's limit. */
export function fitsPlatform(platform: SocialPlatform, text: string): boolean {
  return postLength(platform, text) <= PLATFORM_MAX_LENGTH[platform];
}
