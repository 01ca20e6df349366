import type { SocialMetricName, SocialPlatform } from '@sandglass/shared';

/**
 * The seam between the social service's rules (accounts, posts, the worker) and each
 * platform's wire format. One adapter per platform implements `PlatformAdapter`; the rules
 * never build a platform URL or read a platform's error body themselves.
 */

/** Where one platform lives and which app the server is, from `<P>_*` settings. */
export interface PlatformEndpoints {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  apiUrl: string;
  /** Served by the local platform sandbox (no credentials were configured). */
  sandbox: boolean;
}

/** Tokens as the platform issued them. Stored encrypted; never leave the service. */
export interface PlatformTokens {
  accessToken: string;
  refreshToken: string | null;
  /** When the access token stops working, if the platform says. */
  expiresAt: Date | null;
  /** When the refresh token stops working, if the platform says (LinkedIn). */
  refreshExpiresAt: Date | null;
  scope: string | null;
}

/** Who the connected account is on the platform. */
export interface PlatformIdentity {
  /** The id posts are made as: X user id, LinkedIn member id, Facebook Page id, IG user id. */
  externalId: string;
  /** What the member recognises: @handle, full name, Page name. */
  accountName: string;
}

/**
 * An account ready to publish with. For Facebook, `tokens.accessToken` is the Page token and
 * `externalId` the Page id.
 */
export interface PublishingAccount extends PlatformIdentity {
  tokens: PlatformTokens;
}

/** One account the member could connect after authorising (a Facebook member's Pages). */
export interface PlatformChoice extends PlatformIdentity {
  tokens: PlatformTokens;
}

export interface AuthorizationRequest {
  state: string;
  redirectUri: string;
  /** PKCE (S256) verifier; every adapter may use it, X requires it. */
  codeVerifier: string;
}

export interface CodeExchange {
  code: string;
  redirectUri: string;
  codeVerifier: string;
}

/** An image to attach: bytes and where the site serves it (Meta fetches by URL). */
export interface PublishMedia {
  id: string;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  data: Buffer;
  publicUrl: string;
  /** The same image as JPEG, the one format Instagram publishes. */
  jpegUrl: string;
}

export interface PublishRequest {
  text: string;
  media: PublishMedia[];
  /** The delivery's id, for logs and for the platform where it can carry a reference. */
  deliveryId: string;
}

export interface Published {
  /** The platform's id of the post. */
  id: string;
  /** A link a person can open. */
  url: string;
}

/** What the worker needs to decide between "posted", "look again later" and "give up". */
export interface ReconcileRequest {
  text: string;
  /** The publish attempt started at or after this moment. */
  since: Date;
  /** Anything the adapter recorded before the outcome was lost (an Instagram container id). */
  checkpoint: string | null;
}

/** What a platform counted for one published post, by the platform's post id. */
export type PostMetrics = Partial<Record<SocialMetricName, number>>;

/** A count from a platform's answer: a whole number of at least 0, else 0. */
export function metricCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
}

/** An adapter whose platform gives post metrics with the scopes already requested. */
export interface MetricsReader {
  /** Most post ids one `readMetrics` call takes (the platform's own limit per request). */
  readonly metricsBatchSize: number;
  /**
   * The counts of these posts of the account, by post id; a post the platform no longer shows
   * (deleted) is missing from the answer. Throws `PlatformError` (a 429 is `rate_limited`).
   */
  readMetrics(
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    postIds: readonly string[],
  ): Promise<Map<string, PostMetrics>>;
}

/** Whether the adapter reads post metrics (X, Facebook, Instagram; not LinkedIn profiles). */
export function readsMetrics(adapter: PlatformAdapter): adapter is PlatformAdapter & MetricsReader {
  return typeof (adapter as Partial<MetricsReader>).readMetrics === 'function';
}

export interface PlatformAdapter {
  readonly platform: SocialPlatform;
  /** OAuth scopes it asks for (ARCHITECTURE.md and the issue name them). */
  readonly scopes: readonly string[];

  /** The URL the browser is sent to, carrying state, PKCE challenge, scopes and redirect. */
  authorizationUrl(endpoints: PlatformEndpoints, request: AuthorizationRequest): URL;

  /**
   * Trades the code for tokens and learns who the account is. Facebook answers every Page
   * the member manages (each with its Page token); the others answer exactly one choice.
   */
  exchangeCode(endpoints: PlatformEndpoints, exchange: CodeExchange): Promise<PlatformChoice[]>;

  /** A fresh access token. X rotates its refresh token: the answer carries the new one. */
  refresh(endpoints: PlatformEndpoints, tokens: PlatformTokens): Promise<PlatformTokens>;

  /** Revokes the token where the platform offers it; a no-op elsewhere. */
  revoke(endpoints: PlatformEndpoints, tokens: PlatformTokens): Promise<void>;

  /**
   * Publishes, uploading the media first. Throws a `PlatformError` (below) for every outcome
   * other than success, so the worker can decide what may be retried. `onCheckpoint` is
   * called with anything worth keeping before the final call (an Instagram container id).
   */
  publish(
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    request: PublishRequest,
    onCheckpoint?: (checkpoint: string) => Promise<void>,
  ): Promise<Published>;

  /**
   * After an unknown outcome: looks on the platform for the post. `null` when it is surely
   * not there; throws `PlatformError` with kind `unknown` when it cannot tell.
   */
  findPublished(
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    request: ReconcileRequest,
  ): Promise<Published | null>;
}

/**
 * Every way a platform call can end other than success, by what the worker may do next
 * (ARCHITECTURE.md "Social publishing"):
 * - `not_sent`: failed before the request left (DNS, refused connection): safe to retry.
 * - `rate_limited`: the platform said wait; retry at `retryAt`.
 * - `unauthorized`: the token was refused (401/expired): refresh once, then retry.
 * - `transient`: the platform said it did not act and to try again (Meta codes 1 and 2).
 * - `rejected`: validation, permission or duplicate refusal: never retry.
 * - `unknown`: the request was sent and the outcome was lost (timeout, reset, 5xx on create):
 *   reconcile, never re-post on its own.
 * The message is a sentence for the member, naming the platform and, for `rejected`, the
 * platform's own reason.
 */
export type PlatformErrorKind =
  'not_sent' | 'rate_limited' | 'unauthorized' | 'transient' | 'rejected' | 'unknown';

export class PlatformError extends Error {
  constructor(
    readonly kind: PlatformErrorKind,
    message: string,
    readonly details: { retryAt?: Date; status?: number; platformCode?: string } = {},
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}
