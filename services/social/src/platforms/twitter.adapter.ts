import type { OAuthClientSettings } from './oauth-client.js';
import { OAuthPlatformAdapter } from './oauth-platform-adapter.js';
import {
  metricCount,
  PlatformError,
  type MetricsReader,
  type PlatformEndpoints,
  type PostMetrics,
  type PlatformTokens,
  type Published,
  type PublishingAccount,
  type PublishMedia,
  type PublishRequest,
  type ReconcileRequest,
} from './platform.js';
import { retryAfter, webBase, type AdapterOptions, type CallRole } from './platform-http.js';

/** X's rate-limit windows are 15 minutes; used when an answer carries no reset time. */
const DEFAULT_RATE_LIMIT_MS = 15 * 60_000;
/** Pages of the account's recent posts read when looking for a lost one. */
const RECONCILE_PAGES = 3;

/**
 * X API v2 with OAuth 2.0 Authorization Code and PKCE (S256). X's app is a confidential
 * client: the token endpoint takes HTTP Basic client authentication, and every refresh answers
 * a new refresh token (the old one stops working). Images go through the v2 media upload
 * (`POST /2/media/upload`, one request per image), then `POST /2/tweets`.
 */
export class TwitterAdapter extends OAuthPlatformAdapter implements MetricsReader {
  readonly platform = 'twitter' as const;
  readonly scopes = [
    'tweet.read',
    'tweet.write',
    'users.read',
    'offline.access',
    'media.write',
  ] as const;
  protected readonly scopeSeparator = ' ';
  protected override readonly pkce = true;

  /** `GET /2/tweets` takes up to 100 ids. */
  readonly metricsBatchSize = 100;

  protected readonly cannotRenew =
    'X gave this account no way to renew its access; reconnect the account.';

  constructor(options: AdapterOptions) {
    super('X', options);
  }

  protected async account(endpoints: PlatformEndpoints, accessToken: string) {
    const me = await this.call(endpoints, accessToken, 'GET', '/2/users/me', 'read');
    const user = (me as { data?: { id?: string; username?: string } } | null)?.data;
    if (!user?.id || !user.username) {
      throw new PlatformError('transient', 'X did not say which account was connected.');
    }
    return { externalId: user.id, accountName: `@${user.username}` };
  }

  async revoke(endpoints: PlatformEndpoints, tokens: PlatformTokens): Promise<void> {
    const client = this.oauth(endpoints);
    if (tokens.refreshToken) await client.revoke(tokens.refreshToken, 'refresh_token');
    await client.revoke(tokens.accessToken, 'access_token');
  }

  async publish(
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    request: PublishRequest,
  ): Promise<Published> {
    const token = account.tokens.accessToken;
    const mediaIds: string[] = [];
    for (const media of request.media) mediaIds.push(await this.upload(endpoints, token, media));
    const body = mediaIds.length
      ? { text: request.text, media: { media_ids: mediaIds } }
      : { text: request.text };
    const answer = await this.call(endpoints, token, 'POST', '/2/tweets', 'create', body);
    const id = (answer as { data?: { id?: string } } | null)?.data?.id;
    if (!id) {
      throw new PlatformError(
        'unknown',
        'X accepted the post but did not say which it was, so whether it was published is unknown.',
      );
    }
    return { id, url: this.postUrl(endpoints, id) };
  }

  async findPublished(
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    request: ReconcileRequest,
  ): Promise<Published | null> {
    const wanted = comparable(request.text);
    // A minute's margin for clocks that disagree; X wants whole seconds.
    const startTime = new Date(request.since.getTime() - 60_000)
      .toISOString()
      .replace(/\.\d+Z$/, 'Z');
    let next: string | undefined;
    try {
      for (let page = 0; page < RECONCILE_PAGES; page++) {
        const query = new URLSearchParams({
          max_results: '100',
          start_time: startTime,
          'tweet.fields': 'created_at',
          exclude: 'retweets,replies',
        });
        if (next) query.set('pagination_token', next);
        const answer = (await this.call(
          endpoints,
          account.tokens.accessToken,
          'GET',
          `/2/users/${encodeURIComponent(account.externalId)}/tweets?${query}`,
          'read',
        )) as { data?: { id: string; text: string }[]; meta?: { next_token?: string } } | null;
        const found = answer?.data?.find((post) => comparable(post.text) === wanted);
        if (found) return { id: found.id, url: this.postUrl(endpoints, found.id) };
        next = answer?.meta?.next_token;
        if (!next) return null;
      }
    } catch (error) {
      throw this.http.lookupFailed(error);
    }
    throw new PlatformError(
      'unknown',
      'X shows too many posts since this one was sent to tell whether it was published.',
    );
  }

  /**
   * The posts' public metrics in one lookup (`GET /2/tweets?ids=…&tweet.fields=public_metrics`,
   * readable with tweet.read and users.read): impressions, likes, reposts and replies. A post
   * X no longer shows comes back in `errors`, not `data`, and is left out.
   */
  async readMetrics(
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    postIds: readonly string[],
  ): Promise<Map<string, PostMetrics>> {
    const query = new URLSearchParams({ ids: postIds.join(','), 'tweet.fields': 'public_metrics' });
    const answer = (await this.call(
      endpoints,
      account.tokens.accessToken,
      'GET',
      `/2/tweets?${query}`,
      'read',
    )) as { data?: { id?: string; public_metrics?: Record<string, unknown> }[] } | null;
    const metrics = new Map<string, PostMetrics>();
    for (const post of answer?.data ?? []) {
      const counts = post.public_metrics;
      if (!post.id || !counts) continue;
      metrics.set(post.id, {
        impressions: metricCount(counts.impression_count),
        likes: metricCount(counts.like_count),
        reposts: metricCount(counts.retweet_count),
        replies: metricCount(counts.reply_count),
      });
    }
    return metrics;
  }

  /** One image through the v2 upload in a single request; answers its media id. */
  private async upload(
    endpoints: PlatformEndpoints,
    token: string,
    media: PublishMedia,
  ): Promise<string> {
    const form = new FormData();
    form.set(
      'media',
      new Blob([new Uint8Array(media.data)], { type: media.contentType }),
      media.id,
    );
    form.set('media_category', 'tweet_image');
    form.set('media_type', media.contentType);
    const answer = await this.call(endpoints, token, 'POST', '/2/media/upload', 'prepare', form);
    const id = (answer as { data?: { id?: string } } | null)?.data?.id;
    if (!id)
      throw new PlatformError('transient', 'X did not accept the image; nothing was posted.');
    return id;
  }

  /** One API call; answers the JSON body of a 2xx, throws a PlatformError for anything else. */
  private async call(
    endpoints: PlatformEndpoints,
    token: string,
    method: 'GET' | 'POST',
    path: string,
    role: CallRole,
    body?: object | FormData,
  ): Promise<unknown> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await this.http.send(
      `${endpoints.apiUrl}${path}`,
      { method, headers, body: payload },
      role,
    );
    const json = await this.http.json(response);
    if (response.ok) return json;
    const status = response.status;
    if (status === 429) throw this.http.rateLimited(rateLimitReset(response.headers), { status });
    if (status === 401) throw this.http.unauthorized({ status });
    if (status >= 500) throw this.http.serverError(status, role);
    throw this.http.rejected(reasonOf(json) ?? `HTTP ${status}`, { status });
  }

  protected oauthSettings(endpoints: PlatformEndpoints): OAuthClientSettings {
    return {
      clientAuth: 'basic',
      server: { revocation_endpoint: `${endpoints.apiUrl}/2/oauth2/revoke` },
    };
  }

  private postUrl(endpoints: PlatformEndpoints, id: string): string {
    return `${webBase(endpoints.authorizeUrl, /\/i\/oauth2\/authorize\/?$/)}/i/web/status/${id}`;
  }
}

/** When X's window resets: `x-rate-limit-reset` (epoch seconds), else Retry-After, else 15 min. */
function rateLimitReset(headers: Headers): Date {
  const reset = Number(headers.get('x-rate-limit-reset'));
  if (Number.isFinite(reset) && reset > 0) return new Date(Math.max(reset * 1000, Date.now()));
  return retryAfter(headers, DEFAULT_RATE_LIMIT_MS);
}

/** X's reason from a v2 problem body (`detail`) or an `errors` list. */
function reasonOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { detail, errors, title } = body as {
    detail?: unknown;
    errors?: { message?: unknown; detail?: unknown }[];
    title?: unknown;
  };
  // A 400's `errors` name the parameter; its `detail` only says one was invalid.
  const first = Array.isArray(errors) ? errors[0] : undefined;
  if (typeof first?.message === 'string' && first.message) return first.message;
  if (typeof first?.detail === 'string' && first.detail) return first.detail;
  if (typeof detail === 'string' && detail) return detail;
  return typeof title === 'string' ? title : undefined;
}

/**
 * Text as X shows it back, for comparison: X wraps links (and appends one per image) as t.co
 * addresses and escapes &, < and >, so links are dropped and entities undone on both sides.
 */
function comparable(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
