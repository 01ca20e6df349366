import twitterText from 'twitter-text';
import LinkifyIt from 'linkify-it';
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

/** The campaign tags a link to the site gets when a post is published with campaign links on. */
export const CAMPAIGN_UTM_MEDIUM = 'social';
/** A campaign name (`utm_campaign`) is at most this long: the first words and a piece of the id. */
export const CAMPAIGN_NAME_MAX_LENGTH = 40;
const CAMPAIGN_ID_LENGTH = 8;
/** Stands for a post's id before it has one: every id piece is as long, so counts agree. */
const UNSAVED_POST_ID = '0'.repeat(CAMPAIGN_ID_LENGTH);

const links = new LinkifyIt();
type LinkMatch = NonNullable<ReturnType<LinkifyIt['matchAtStart']>>;

/** The WHATWG URL parser and query reader, present in browsers and Node (this library is typed for neither). */
declare const URL: new (input: string) => { origin: string; host: string };
declare const URLSearchParams: new (query: string) => { has(name: string): boolean };

/**
 * A post's campaign name (`utm_campaign`): the slug of its first words and the first 8 hex
 * digits of its id, e.g. `our-new-fund-is-open-3f2a9c1b`. The same post and text always give the
 * same name (a posted post's text no longer changes), so the site's visits find their post.
 */
export function campaignName(postId: string, text: string): string {
  const words = (links.match(text) ?? [])
    .reduceRight((rest, link) => rest.slice(0, link.index) + rest.slice(link.lastIndex), text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[a-z0-9]+/g);
  const room = CAMPAIGN_NAME_MAX_LENGTH - CAMPAIGN_ID_LENGTH - 1;
  let slug = '';
  for (const word of words ?? []) {
    const next = slug ? `${slug}-${word}` : word.slice(0, room);
    if (next.length > room) break;
    slug = next;
  }
  return `${slug || 'post'}-${postId.replace(/-/g, '').slice(0, CAMPAIGN_ID_LENGTH)}`;
}

export interface CampaignTags {
  /** The site's own address (SITE_URL): links to its origin are tagged, no other. */
  siteUrl: string;
  /** `utm_source`. */
  platform: SocialPlatform;
  /** `utm_campaign`, from `campaignName`. */
  campaign: string;
}

/** The link (as linkify-it reads it) goes to the site: the same origin, or the same host when written without a scheme. */
function isSiteLink(link: LinkMatch, site: { origin: string; host: string }): boolean {
  let url: { origin: string; host: string };
  try {
    url = new URL(link.url);
  } catch {
    return false;
  }
  const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');
  if (link.schema === 'http:' || link.schema === 'https:') return url.origin === site.origin;
  if (link.schema === '' || link.schema === '//') return bare(url.host) === bare(site.host);
  return false;
}

/** The link with the campaign tags it lacks added to its query, before any fragment; the rest kept as written. */
function tagLink(raw: string, tags: [string, string][]): string {
  const hashAt = raw.indexOf('#');
  const beforeHash = hashAt === -1 ? raw : raw.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : raw.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const existing = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  const added = tags
    .filter(([name]) => !existing.has(name))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  if (!added) return raw;
  const separator = queryAt === -1 ? '?' : /[?&]$/.test(beforeHash) ? '' : '&';
  return `${beforeHash}${separator}${added}${fragment}`;
}

/**
 * The text as it is published with campaign links: every link to the site (SITE_URL's origin;
 * a link without a scheme by its host) gets `utm_source=<platform>`, `utm_medium=social` and
 * `utm_campaign=<campaign>`, after its own parameters and before its fragment; a tag the member
 * already wrote is kept. Links are found by linkify-it; links to other sites are left as they are.
 */
export function withCampaignLinks(
  text: string,
  { siteUrl, platform, campaign }: CampaignTags,
): string {
  const found = links.match(text);
  if (!found) return text;
  const site = new URL(siteUrl);
  const tags: [string, string][] = [
    ['utm_source', platform],
    ['utm_medium', CAMPAIGN_UTM_MEDIUM],
    ['utm_campaign', campaign],
  ];
  let tagged = text;
  for (const link of [...found].reverse()) {
    if (!isSiteLink(link, site)) continue;
    tagged = tagged.slice(0, link.index) + tagLink(link.raw, tags) + tagged.slice(link.lastIndex);
  }
  return tagged;
}

/** The text links to the site (SITE_URL's origin; a link without a scheme by its host). */
export function linksToSite(text: string, siteUrl: string): boolean {
  const site = new URL(siteUrl);
  return (links.match(text) ?? []).some((link) => isSiteLink(link, site));
}

/**
 * The length of the text as the platform will count it when published: with campaign links
 * (`siteUrl` given) the tagged text, since LinkedIn, Facebook and Instagram count a link's every
 * character (X counts any link as 23, so there it changes nothing).
 */
export function publishedLength(
  platform: SocialPlatform,
  text: string,
  siteUrl: string | null,
): number {
  if (!siteUrl) return postLength(platform, text);
  const normalised = normalisePostText(text);
  const campaign = campaignName(UNSAVED_POST_ID, normalised);
  return postLength(platform, withCampaignLinks(normalised, { siteUrl, platform, campaign }));
}
