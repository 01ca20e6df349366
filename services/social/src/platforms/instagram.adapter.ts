import * as oauth from 'oauth4webapi';
import { MetaAdapterBase, metaReason } from './meta-graph.js';
import {
  PlatformError,
  type CodeExchange,
  type PlatformChoice,
  metricCount,
  type MetricsReader,
  type PostMetrics,
  type PlatformEndpoints,
  type PlatformTokens,
  type Published,
  type PublishingAccount,
  type PublishRequest,
  type ReconcileRequest,
} from './platform.js';
import {
  authorizationServer,
  codeGrantRequest,
  sentence,
  webBase,
  type AdapterOptions,
} from './platform-http.js';

/** How long to wait for Instagram to fetch and process the images before giving up. */
const PROCESSING_LIMIT_MS = 60_000;

type InstagramOptions = AdapterOptions & {
  /** Waits between container status checks (tests shorten them). */
  pollIntervalsMs?: readonly number[];
};

type ContainerStatus = 'EXPIRED' | 'ERROR' | 'FINISHED' | 'IN_PROGRESS' | 'PUBLISHED';

/**
 * Instagram professional accounts with Instagram Login. The code becomes a short-lived token
 * at INSTAGRAM_TOKEN_URL, exchanged for a 60-day token (`GET /access_token`,
 * ig_exchange_token) that is renewed with `GET /refresh_access_token`. Publishing makes a
 * media container from the image URL (a carousel of child containers for several images),
 * waits for its `status_code` to be FINISHED, records the container id through `onCheckpoint`,
 * then publishes it with `/media_publish`; a lost answer is reconciled from that container.
 */
export class InstagramAdapter extends MetaAdapterBase<InstagramOptions> implements MetricsReader {
  readonly platform = 'instagram' as const;
  readonly scopes = ['instagram_business_basic', 'instagram_business_content_publish'] as const;

  constructor(options: InstagramOptions) {
    super('Instagram', options);
  }

  async exchangeCode(
    endpoints: PlatformEndpoints,
    exchange: CodeExchange,
  ): Promise<PlatformChoice[]> {
    const as = authorizationServer(endpoints);
    const client: oauth.Client = { client_id: endpoints.clientId };
    let shortLived: string;
    try {
      const response = await codeGrantRequest(
        { as, client, auth: oauth.ClientSecretPost(endpoints.clientSecret) },
        endpoints,
        exchange,
        this.options.timeoutMs,
      );
      // Instagram answers {data: [{access_token, user_id, permissions}]} (or the same fields
      // flat), not an RFC 6749 body, so oauth4webapi sends the request and this reads it.
      const body = await this.graph.http.json(response);
      if (!response.ok) {
        throw new PlatformError(
          response.status >= 500 ? 'transient' : 'rejected',
          `Instagram refused the connection: ${sentence(metaReason(body) ?? `HTTP ${response.status}`)}`,
          { status: response.status },
        );
      }
      const entry = (body as { data?: unknown[] } | null)?.data?.[0] ?? body;
      const token = (entry as { access_token?: unknown } | null)?.access_token;
      if (typeof token !== 'string' || !token) {
        throw new PlatformError('transient', 'Instagram answered the sign-in without a token.');
      }
      shortLived = token;
    } catch (error) {
      if (error instanceof PlatformError) throw error;
      throw await this.graph.http.oauthError(error, 'connect', metaReason);
    }
    const tokens = await this.tokenCall(endpoints, '/access_token', {
      grant_type: 'ig_exchange_token',
      client_secret: endpoints.clientSecret,
      access_token: shortLived,
    });
    const me = (await this.graph.call(endpoints.apiUrl, tokens.accessToken, 'GET', '/me', 'read', {
      fields: 'user_id,username',
    })) as { user_id?: string | number; id?: string; username?: string } | null;
    const id = me?.user_id ?? me?.id;
    if (id === undefined || !me?.username) {
      throw new PlatformError('transient', 'Instagram did not say which account was connected.');
    }
    return [{ externalId: String(id), accountName: `@${me.username}`, tokens }];
  }

  /** Renews the long-lived token with itself (Instagram has no separate refresh token). */
  refresh(endpoints: PlatformEndpoints, tokens: PlatformTokens): Promise<PlatformTokens> {
    return this.tokenCall(
      endpoints,
      '/refresh_access_token',
      { grant_type: 'ig_refresh_token', access_token: tokens.accessToken },
      true,
    );
  }

  /** A no-op: Instagram offers no token revocation; the member removes the app in Instagram. */
  revoke(): Promise<void> {
    return Promise.resolve();
  }

  async publish(
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    request: PublishRequest,
    onCheckpoint?: (checkpoint: string) => Promise<void>,
  ): Promise<Published> {
    if (request.media.length === 0) {
      throw new PlatformError(
        'rejected',
        'Instagram refused the post: a post needs at least one image.',
      );
    }
    const user = encodeURIComponent(account.externalId);
    const create = async (parameters: Record<string, string>) => {
      const answer = (await this.api(
        endpoints,
        account,
        'POST',
        `/${user}/media`,
        'prepare',
        parameters,
      )) as {
        id?: string;
      } | null;
      if (!answer?.id)
        throw new PlatformError(
          'transient',
          'Instagram did not accept the image; nothing was posted.',
        );
      return answer.id;
    };
    let container: string;
    if (request.media.length === 1) {
      container = await create({ image_url: request.media[0]!.jpegUrl, caption: request.text });
    } else {
      const children: string[] = [];
      for (const media of request.media) {
        children.push(await create({ image_url: media.jpegUrl, is_carousel_item: 'true' }));
      }
      for (const child of children) await this.waitUntilFinished(endpoints, account, child);
      container = await create({
        media_type: 'CAROUSEL',
        children: children.join(','),
        caption: request.text,
      });
    }
    await this.waitUntilFinished(endpoints, account, container);
    await onCheckpoint?.(container);
    const published = (await this.api(
      endpoints,
      account,
      'POST',
      `/${user}/media_publish`,
      'create',
      {
        creation_id: container,
      },
    )) as { id?: string } | null;
    if (!published?.id) {
      throw new PlatformError(
        'unknown',
        'Instagram accepted the post but did not say which it was, so whether it was published is unknown.',
      );
    }
    return { id: published.id, url: await this.permalink(endpoints, account, published.id) };
  }

  async findPublished(
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    request: ReconcileRequest,
  ): Promise<Published | null> {
    try {
      if (request.checkpoint) {
        const status = await this.containerStatus(endpoints, account, request.checkpoint);
        // Any other state means the container was never published (and now never will be).
        if (status !== 'PUBLISHED') return null;
      }
      const recent = (await this.api(
        endpoints,
        account,
        'GET',
        `/${encodeURIComponent(account.externalId)}/media`,
        'read',
        { fields: 'id,caption,timestamp,permalink', limit: '25' },
      )) as {
        data?: { id: string; caption?: string; timestamp?: string; permalink?: string }[];
      } | null;
      const since = request.since.getTime() - 60_000;
      const found = recent?.data?.find(
        (media) =>
          (media.caption ?? '').trim() === request.text.trim() &&
          (!media.timestamp || Date.parse(media.timestamp) >= since),
      );
      if (found)
        return { id: found.id, url: found.permalink ?? this.profileUrl(endpoints, account) };
      if (request.checkpoint) {
        // Published (the container says so) but not among the recent media: link the profile.
        return { id: request.checkpoint, url: this.profileUrl(endpoints, account) };
      }
      return null;
    } catch (error) {
      throw this.http.lookupFailed(error);
    }
  }

  /** Waits for Instagram to fetch and process a container's image(s). */
  private async waitUntilFinished(
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    container: string,
  ): Promise<void> {
    const intervals = this.options.pollIntervalsMs ?? [500, 1000, 2000, 3000, 5000];
    const deadline = Date.now() + PROCESSING_LIMIT_MS;
    for (let attempt = 0; ; attempt++) {
      const status = await this.containerStatus(endpoints, account, container);
      if (status === 'FINISHED') return;
      if (status === 'ERROR' || status === 'EXPIRED') {
        throw new PlatformError(
          'rejected',
          `Instagram refused the post: it could not process the image (container ${status.toLowerCase()}).`,
        );
      }
      if (status === 'PUBLISHED') {
        throw new PlatformError(
          'rejected',
          'Instagram refused the post: this container was already published.',
        );
      }
      if (Date.now() >= deadline) {
        throw new PlatformError(
          'transient',
          'Instagram was still processing the image after a minute; nothing was posted.',
        );
      }
      const wait = intervals[Math.min(attempt, intervals.length - 1)]!;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  private async containerStatus(
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    container: string,
  ): Promise<ContainerStatus> {
    const answer = (await this.api(
      endpoints,
      account,
      'GET',
      `/${encodeURIComponent(container)}`,
      'read',
      {
        fields: 'status_code,status',
      },
    )) as { status_code?: ContainerStatus } | null;
    return answer?.status_code ?? 'IN_PROGRESS';
  }

  /** Posts read per account in one go (one request each; see readMetrics). */
  readonly metricsBatchSize = 25;

  /**
   * Likes and comments of each media (`GET /{media-id}?fields=like_count,comments_count`, which
   * instagram_business_basic allows), one request per post: Instagram's API has no multi-id
   * read. A post that is gone (refused) is left out.
   */
  async readMetrics(
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    postIds: readonly string[],
  ): Promise<Map<string, PostMetrics>> {
    const metrics = new Map<string, PostMetrics>();
    for (const id of postIds) {
      let answer: { like_count?: unknown; comments_count?: unknown } | null;
      try {
        answer = (await this.api(endpoints, account, 'GET', `/${encodeURIComponent(id)}`, 'read', {
          fields: 'like_count,comments_count',
        })) as typeof answer;
      } catch (error) {
        if (error instanceof PlatformError && error.kind === 'rejected') continue;
        throw error;
      }
      metrics.set(id, {
        likes: metricCount(answer?.like_count),
        comments: metricCount(answer?.comments_count),
      });
    }
    return metrics;
  }

  private async permalink(
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    mediaId: string,
  ): Promise<string> {
    try {
      const answer = (await this.api(
        endpoints,
        account,
        'GET',
        `/${encodeURIComponent(mediaId)}`,
        'read',
        {
          fields: 'permalink',
        },
      )) as { permalink?: string } | null;
      if (answer?.permalink) return answer.permalink;
    } catch {
      // Published all the same; link the profile.
    }
    return this.profileUrl(endpoints, account);
  }

  private profileUrl(endpoints: PlatformEndpoints, account: PublishingAccount): string {
    const site = webBase(endpoints.authorizeUrl, /\/oauth\/authorize\/?$/);
    return `${site}/${encodeURIComponent(account.accountName.replace(/^@/, ''))}/`;
  }

  private api(
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    method: 'GET' | 'POST',
    path: string,
    role: 'prepare' | 'create' | 'read',
    parameters: Record<string, string>,
  ): Promise<unknown> {
    return this.graph.call(
      endpoints.apiUrl,
      account.tokens.accessToken,
      method,
      path,
      role,
      parameters,
    );
  }

  /**
   * The long-lived token calls, which take the token as a query parameter (as Instagram
   * documents them) and answer {access_token, token_type, expires_in}.
   */
  private async tokenCall(
    endpoints: PlatformEndpoints,
    path: string,
    query: Record<string, string>,
    refreshing = false,
  ): Promise<PlatformTokens> {
    const url = new URL(`${endpoints.apiUrl}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const response = await this.graph.http.send(url, { method: 'GET' }, 'read');
    const body = await this.graph.http.json(response);
    const answer = body as { access_token?: string; expires_in?: number } | null;
    if (!response.ok || !answer?.access_token) {
      const failure = this.graph.failure(response, body, 'read');
      if (refreshing && failure.kind === 'rejected') {
        throw new PlatformError(
          'unauthorized',
          `Instagram refused to renew the account's access (${sentence(metaReason(body) ?? `HTTP ${response.status}`).replace(/[.!?]$/, '')}); reconnect the account.`,
          failure.details,
        );
      }
      if (!refreshing && failure.kind === 'rejected') {
        throw new PlatformError(
          'rejected',
          failure.message.replace('refused the post', 'refused the connection'),
          failure.details,
        );
      }
      throw failure;
    }
    return {
      accessToken: answer.access_token,
      refreshToken: null,
      expiresAt:
        typeof answer.expires_in === 'number'
          ? new Date(Date.now() + answer.expires_in * 1000)
          : null,
      refreshExpiresAt: null,
      scope: this.scopes.join(','),
    };
  }
}
