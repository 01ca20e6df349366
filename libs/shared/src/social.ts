/** The platforms the social tool posts to (spec section 3), in the order the UI lists them. */
export const SOCIAL_PLATFORMS = ['twitter', 'linkedin', 'facebook', 'instagram'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** "Generate with AI" sends the first selected platform, or "all" when none is selected. */
export type SocialPlatformTarget = SocialPlatform | 'all';
export const SOCIAL_PLATFORM_TARGETS: readonly SocialPlatformTarget[] = [
  ...SOCIAL_PLATFORMS,
  'all',
];

/** Longest post each platform accepts, in characters. */
export const PLATFORM_MAX_LENGTH: Readonly<Record<SocialPlatform, number>> = {
  twitter: 280,
  linkedin: 3000,
  facebook: 63206,
  instagram: 2200,
};

export function isSocialPlatform(value: unknown): value is SocialPlatform {
  return typeof value === 'string' && (SOCIAL_PLATFORMS as readonly string[]).includes(value);
}

/** The length a post must fit: the platform's own, or for "all" the smallest of them. */
export function maxPostLength(target: SocialPlatformTarget): number {
  return target === 'all'
    ? Math.min(...SOCIAL_PLATFORMS.map((platform) => PLATFORM_MAX_LENGTH[platform]))
    : PLATFORM_MAX_LENGTH[target];
}

/** What the screen needs to know of each platform beyond its length limit. */
export const PLATFORM_DISPLAY_NAME: Readonly<Record<SocialPlatform, string>> = {
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
};

/** Images one post may carry, and how large each may be. */
export const SOCIAL_MEDIA_MAX_COUNT = 4;
export const SOCIAL_MEDIA_MAX_BYTES = 5 * 1024 * 1024;
export const SOCIAL_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type SocialMediaType = (typeof SOCIAL_MEDIA_TYPES)[number];

/** How far ahead a post may be scheduled. */
export const SOCIAL_SCHEDULE_MAX_DAYS = 365;
/** The window of GET /api/social/analytics (spec section 9). */
export const SOCIAL_ANALYTICS_DAYS = 30;
export const SOCIAL_POSTS_PAGE_SIZE_MAX = 100;

/**
 * `draft`: saved but not queued (no deliveries) until the member schedules it or posts it now;
 * the other four follow the post's deliveries.
 */
export type SocialPostStatus = 'draft' | 'pending' | 'posted' | 'failed' | 'cancelled';
/** One platform's part of a post (ARCHITECTURE.md "Social publishing"). */
export type SocialDeliveryStatus = 'queued' | 'publishing' | 'posted' | 'failed' | 'cancelled';
export type SocialAccountStatus = 'connected' | 'needs_reconnect';

/**
 * How a post came out, finer than its `status` (the spec's four): `partly_posted` is a post
 * that went out on some platforms and failed on others, whose `status` is `failed`.
 */
export const SOCIAL_POST_OUTCOMES = [
  'pending',
  'posted',
  'partly_posted',
  'failed',
  'cancelled',
  'draft',
] as const;
export type SocialPostOutcome = (typeof SOCIAL_POST_OUTCOMES)[number];

const WAITING: readonly SocialDeliveryStatus[] = ['queued', 'publishing'];

/**
 * A post's outcome from its deliveries' statuses, the one place it is derived: `pending` while
 * any delivery waits (queued or publishing); then `partly_posted` when some posted and some
 * failed, `failed` when some failed and none posted, `posted` when some posted and none failed;
 * `cancelled` when every delivery was cancelled (or it has none).
 */
export function postOutcomeOf(deliveries: readonly SocialDeliveryStatus[]): SocialPostOutcome {
  if (deliveries.some((status) => WAITING.includes(status))) return 'pending';
  const posted = deliveries.includes('posted');
  const failed = deliveries.includes('failed');
  if (posted && failed) return 'partly_posted';
  if (failed) return 'failed';
  if (posted) return 'posted';
  return 'cancelled';
}

/**
 * The spec's status for an outcome: a post partly posted is `failed` (a platform failed). A
 * draft's outcome is `draft` (it has no deliveries yet; postOutcomeOf never gives it).
 */
export function postStatusOf(outcome: SocialPostOutcome): SocialPostStatus {
  return outcome === 'partly_posted' ? 'failed' : outcome;
}

/** GET /api/social/platforms: spec section 3's fields, then what the screen needs. */
export interface SocialPlatformInfo {
  name: SocialPlatform;
  displayName: string;
  /** The server has this platform's client id and secret, or the sandbox serves it. */
  configured: boolean;
  maxLength: number;
  supportsMedia: boolean;
  features: string[];
  /** The caller has a connected account on it (possibly needing reconnection). */
  connected: boolean;
  /** Served by the local platform sandbox, not the real platform. */
  sandbox: boolean;
  /** A post to it must carry at least one image (Instagram). */
  requiresMedia: boolean;
  maxMedia: number;
}

/** GET /api/social/accounts. Tokens never leave the service. */
export interface SocialAccount {
  platform: SocialPlatform;
  accountName: string;
  status: SocialAccountStatus;
  connectedAt: string;
  sandbox: boolean;
  /**
   * When the sign-in stops working unless the member reconnects (ISO): the access token's
   * expiry when the platform cannot renew it, the refresh token's when it can; null when it
   * does not lapse (renewed on its own, or a Facebook Page token).
   */
  connectionExpiresAt: string | null;
  /** When a post last went out through this account (ISO), or null. */
  lastPublishedAt: string | null;
  /** Why the account needs reconnecting, or the last failed post's reason, as a sentence. */
  lastError: string | null;
}

/** An image uploaded for posts: POST /api/social/media. */
export interface SocialMedia {
  id: string;
  url: string;
  contentType: SocialMediaType;
  width: number;
  height: number;
}

export interface SocialDelivery {
  platform: SocialPlatform;
  status: SocialDeliveryStatus;
  /** The published post on the platform, once posted. */
  url: string | null;
  /** Why it failed, as a sentence a person can act on. */
  error: string | null;
  /** POST .../retry would publish it again without asking (it surely did not publish). */
  retryable: boolean;
  /** Its outcome is unknown: retrying needs {confirm: true}. */
  outcomeUnknown: boolean;
  attempts: number;
  publishedAt: string | null;
  /**
   * When a queued delivery goes out: its post's scheduled time, or later after a rate limit or
   * a retry's back-off; null once it is publishing or finished.
   */
  dueAt: string | null;
  /** What the platform counted for the published post, as last read; null until read. */
  metrics: SocialDeliveryMetrics | null;
  /**
   * Why the platform gives no metrics for this post, in a sentence (a personal LinkedIn
   * profile); null where it does.
   */
  metricsUnavailable: string | null;
}

/** The counts a platform gives for a published post, in the order the card lists them. */
export const SOCIAL_METRIC_NAMES = [
  'impressions',
  'likes',
  'reactions',
  'reposts',
  'replies',
  'comments',
  'shares',
] as const;
export type SocialMetricName = (typeof SOCIAL_METRIC_NAMES)[number];

/** A delivery's metrics: the counts its platform gives (X, Facebook, Instagram differ). */
export interface SocialDeliveryMetrics {
  counts: Partial<Record<SocialMetricName, number>>;
  /** When they were read from the platform. */
  fetchedAt: string;
}

/** The platforms that give no post metrics with the scopes requested, and why, in a sentence. */
export const PLATFORM_METRICS_UNAVAILABLE: Readonly<Partial<Record<SocialPlatform, string>>> = {
  linkedin:
    'LinkedIn does not share impressions or reactions of posts on a personal profile with apps, so none are shown.',
};

/** A post's owner, as admins see it (?scope=all). */
export interface SocialPostOwner {
  id: string;
  /** Their name, or "Deleted member" when the account no longer exists. */
  name: string;
  /** null when the account no longer exists. */
  email: string | null;
}

export interface ScheduledPost {
  id: string;
  status: SocialPostStatus;
  /** `status` with `partly_posted` told apart from `failed` (postOutcomeOf). */
  outcome: SocialPostOutcome;
  /** When it goes out; a draft may have none yet (null), or the time it was last given. */
  scheduledTime: string | null;
  content: { text: string; media: SocialMedia[] };
  /** Its deliveries' platforms; for a draft, the platforms chosen so far (possibly none). */
  platforms: SocialPlatform[];
  deliveries: SocialDelivery[];
  /** Links to the site go out with utm_source, utm_medium=social and utm_campaign (on by default). */
  campaignLinks: boolean;
  /**
   * With campaign links, once out on a platform: the campaign's name and what the site's
   * analytics saw of it; null otherwise, and while the analytics cannot be read.
   */
  campaign: SocialPostCampaign | null;
  /** The owner (shown to admins reading ?scope=all). */
  userId: string;
  /**
   * ?scope=all only: the owner's name and email from the auth service; null when it could not
   * be asked. Absent from a member's own posts.
   */
  owner?: SocialPostOwner | null;
  createdAt: string;
  /** When the post or one of its deliveries last changed: of two copies, the later is current. */
  updatedAt: string;
}

/** A posted post's campaign as the site's analytics saw it. */
export interface SocialPostCampaign {
  /** utm_campaign. */
  name: string;
  /** Visits to the site that came through the post's links. */
  visits: number;
  /** Contact messages, applications and newsletter sign-ups sent in those visits. */
  conversions: number;
}

export interface ScheduledPostPage {
  posts: ScheduledPost[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * GET /api/social/analytics: posts (not deliveries) created in the last 30 days and not
 * cancelled. Every post of the total is either still waiting, or finished: successful or failed.
 */
export interface SocialAnalytics {
  totalPosts: number;
  /** successful / (successful + failed) × 100, rounded; null while none has finished. */
  successRate: number | null;
  successfulPosts: number;
  failedPosts: number;
  /** Of the failed posts, those that went out on at least one platform. */
  partlyPostedPosts: number;
  /** Posts of the total not finished yet (a platform still waiting). */
  pendingPosts: number;
  platformBreakdown: Partial<Record<SocialPlatform, number>>;
}

/**
 * What each figure of SocialAnalytics counts, in the words the API documents and the screen's
 * tooltips show (one definition).
 */
export const SOCIAL_ANALYTICS_DEFINITIONS = {
  totalPosts: `Posts you created in the last ${SOCIAL_ANALYTICS_DAYS} days, except cancelled ones and drafts: those still waiting and those finished.`,
  successRate:
    'Successful posts out of finished ones (successful and failed), rounded to a whole percent; none while no post has finished.',
  successfulPosts: 'Posts of the total that went out on every platform they were sent to.',
  failedPosts:
    'Posts of the total that failed on at least one platform, including those partly posted (out on the others).',
  pendingPosts: 'Posts of the total with a platform still waiting to publish.',
  platformBreakdown:
    'For each platform, the posts of the total sent to it (a post sent to two platforms counts on both); the bar is its share of the total.',
} as const satisfies Partial<Record<keyof SocialAnalytics, string>>;

export interface SocialPostResult {
  platform: SocialPlatform;
  status: SocialDeliveryStatus;
  url?: string;
  error?: string;
}

/** POST /api/social/post-now. */
export interface PostNowResponse {
  /** The post, so the screen can follow deliveries still pending. */
  postId: string;
  results: SocialPostResult[];
}

/** POST /api/social/generate-content (spec section 3: only the first item is used). */
export interface GeneratedSocialContent {
  content: { text: string }[];
}

/** One event on GET /api/social/events (server-sent, event name `post`). */
export interface SocialPostEvent {
  post: ScheduledPost;
}

/**
 * GET and POST /api/social/accounts/:platform/requeue: the caller's posts whose delivery to the
 * platform failed without publishing and whose scheduled time is still ahead (typically lost
 * while the account was disconnected); GET lists them, POST queues them again for their time.
 */
export interface SocialRequeueOffer {
  platform: SocialPlatform;
  posts: ScheduledPost[];
}

/** POST /api/social/accounts/:platform/connect: send the browser here (a full-page navigation). */
export interface SocialConnectResponse {
  authorizeUrl: string;
}

/**
 * Why a connection did not finish: the OAuth callback lands on
 * /user/social-media?tab=accounts&error=<code> (README "Social API").
 */
export const SOCIAL_CONNECT_ERRORS = [
  'unknown_platform',
  'not_configured',
  'invalid_state',
  'state_expired',
  'access_denied',
  'authorization_failed',
  'exchange_failed',
  'no_pages',
  'no_account',
] as const;
export type SocialConnectError = (typeof SOCIAL_CONNECT_ERRORS)[number];

/** GET /api/social/accounts/facebook/pages, after the callback landed on &choose=facebook. */
export interface FacebookPageOption {
  id: string;
  name: string;
}
export interface FacebookPagesResponse {
  pages: FacebookPageOption[];
}

/** GET /api/social/admin/queue (admins). */
export interface SocialQueueStatus {
  /** BullMQ jobs on social-publish, by state. */
  jobs: Record<'waiting' | 'active' | 'delayed' | 'prioritized' | 'completed' | 'failed', number>;
  /** Deliveries in PostgreSQL, by status. */
  deliveries: Record<SocialDeliveryStatus, number>;
  /** Queued deliveries already due. */
  dueDeliveries: number;
  /** Seconds the oldest due, still queued delivery is late; null when none is due. */
  oldestDueLatenessSeconds: number | null;
  /** Workers that talked to Redis in the last minute. */
  workers: { name: string; addr: string; idleSeconds: number }[];
}
