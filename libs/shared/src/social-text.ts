import twitterText from 'twitter-text';
import { PLATFORM_MAX_LENGTH, type SocialPlatform } from './social.js';

/**
 * A post's text as it is stored, counted and published: line breaks as `\n`, characters in
 * their composed (NFC) form, no whitespace at either end. The API stores this form, and
 * `postLength` counts it, so the screen and the server count the same characters.
 */
export function normalisePostText(text: string): string {
  return text.replace(/\r\n?/g, '\n').normalize('NFC').trim();
}

/**
 * A post's length as the platform counts it, of its normalised text: X weighs characters (most
 * CJK and emoji count twice, every link counts 23), which twitter-text computes exactly as X
 * does; the others count characters (code points). Its own entry point keeps twitter-text out
 * of pages that never count a post.
 */
export function postLength(platform: SocialPlatform, text: string): number {
  const normalised = normalisePostText(text);
  if (platform === 'twitter') return twitterText.parseTweet(normalised).weightedLength;
  return [...normalised].length;
}

/** The text fits the platform's limit. */
export function fitsPlatform(platform: SocialPlatform, text: string): boolean {
  return postLength(platform, text) <= PLATFORM_MAX_LENGTH[platform];
}
