import { MetaAdapterBase, metaReason } from './meta-graph.js';
import { OAuthClient } from './oauth-client.js';
import {
  metricCount,
  PlatformError,
  type CodeExchange,
  type MetricsReader,
  type PostMetrics,
  type PlatformChoice,
  type PlatformEndpoints,
  type PlatformTokens,
  type Published,
  type PublishingAccount,
  type PublishRequest,
  type ReconcileRequest,
} from './platform.js';
import { webBase, type AdapterOptions } from './platform-http.js';

/** A post's counters as the Graph answers them with summary(total_count) and limit(0). */
const ENGAGEMENT_FIELDS =
  'shares,reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0)';

interface Engagement {
  shares?: { count?: unknown };
  reactions?: { summary?: { total_count?: unknown } };
  comments?: { summary?: { total_count?: unknown } };
}

function engagementOf(post: Engagement): PostMetrics {
  return {
    reactions: metricCount(post.reactions?.summary?.total_count),
    comments: metricCount(post.comments?.summary?.total_count),
    // Meta leaves `shares` out of a post nobody has shared.
    shares: metricCount(post.shares?.count),
  };
}

interface Page {
  id?: string;
  name?: string;
  access_token?: string;
}

/**
 * Facebook Pages through the Graph API. Facebook Login gives a user token, exchanged for a
 * long-lived one; `/me/accounts` then answers every Page the member manages with its Page
 * token, which does not expire, and the member picks the Page to connect. Posts go to
 * `/{page-id}/feed`, a post with one image to `/{page-id}/photos` (Meta fetches the image by
 * URL), several images as unpublished photos attached to one feed post.
 */
export class FacebookAdapter extends MetaAdapterBase implements MetricsReader {
  readonly platform = 'facebook' as const;
  readonly scopes = ['pages_show_list', 'pages_manage_posts', 'pages_read_engagement'] as const;

  /** The Graph's multi-id read (`?ids=`) takes up to 50 ids. */
  readonly metricsBatchSize = 50;

  constructor(options: AdapterOptions) {
    super('Facebook', options);
  }

  async exchangeCode(
    endpoints: PlatformEndpoints,
    exchange: CodeExchange,
  ): Promise<PlatformChoice[]> {
    const client = new OAuthClient(this.http, endpoints, this.options.timeoutMs, {
      clientAuth: 'post',
      reasonOf: metaReason,
    });
    const shortLived = await client.exchangeCode(exchange);
    // A long-lived user token makes Page tokens that do not expire.
    const userToken = await client.extensionGrant('fb_exchange_token', {
      fb_exchange_token: shortLived.accessToken,
    });
    const answer = (await this.graph.call(
      endpoints.apiUrl,
      userToken.accessToken,
      'GET',
      '/me/accounts',
      'read',
      { fields: 'id,name,access_token', limit: '100' },
      endpoints.clientSecret,
    )) as { data?: Page[] } | null;
    const pages = (answer?.data ?? []).filter(
      (page): page is Required<Page> => !!page.id && !!page.access_token,
    );
    if (pages.length === 0) {
      throw new PlatformError(
        'rejected',
        'Facebook shows no Page this account manages (or none was allowed); give access to a Page and connect again.',
      );
    }
    return pages.map((page) => ({
      externalId: page.id,
      accountName: page.name || `Page ${page.id}`,
      tokens: {
        accessToken: page.access_token,
        refreshToken: null,
        expiresAt: null,
        refreshExpiresAt: null,
        scope: userToken.scope,
      },
    }));
  }

  /** Page tokens do not expire; one Facebook refuses can only be replaced by reconnecting. */
  refresh(): Promise<PlatformTokens> {
    return Promise.reject(
      new PlatformError(
        'unauthorized',
        'Facebook no longer accepts this Page’s access, which only reconnecting can renew; reconnect the account.',
      ),
    );
  }

  /**
   * A no-op: Facebook revokes an app for a person (DELETE /me/permissions with their user
   * token), not for one Page token, and the user token is not kept. Disconnecting forgets the
   * Page token; the member can remove the app in Facebook's Business Integrations settings.
   */
  revoke(): Promise<void> {
    return Promise.resolve();
  }

  async publish(
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    request: PublishRequest,
  ): Promise<Published> {
    const page = encodeURIComponent(account.externalId);
    const call = (path: string, role: 'prepare' | 'create', parameters: Record<string, string>) =>
      this.graph.call(
        endpoints.apiUrl,
        account.tokens.accessToken,
        'POST',
        path,
        role,
        parameters,
        endpoints.clientSecret,
      ) as Promise<{ id?: string; post_id?: string } | null>;
    let postId: string | undefined;
    if (request.media.length === 1) {
      const photo = await call(`/${page}/photos`, 'create', {
        url: request.media[0]!.publicUrl,
        caption: request.text,
      });
      postId = photo?.post_id ?? photo?.id;
    } else {
      const attached: { media_fbid: string }[] = [];
      for (const media of request.media) {
        const photo = await call(`/${page}/photos`, 'prepare', {
          url: media.publicUrl,
          published: 'false',
        });
        if (!photo?.id) {
          throw new PlatformError(
            'transient',
            'Facebook did not accept an image; nothing was posted.',
          );
        }
        attached.push({ media_fbid: photo.id });
      }
      const parameters: Record<string, string> = { message: request.text };
      if (attached.length) parameters.attached_media = JSON.stringify(attached);
      postId = (await call(`/${page}/feed`, 'create', parameters))?.id;
    }
    if (!postId) {
      throw new PlatformError(
        'unknown',
        'Facebook accepted the post but did not say which it was, so whether it was published is unknown.',
      );
    }
    return { id: postId, url: await this.permalink(endpoints, account, postId) };
  }

  async findPublished(
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    request: ReconcileRequest,
  ): Promise<Published | null> {
    try {
      const answer = (await this.graph.call(
        endpoints.apiUrl,
        account.tokens.accessToken,
        'GET',
        `/${encodeURIComponent(account.externalId)}/posts`,
        'read',
        {
          fields: 'id,message,created_time,permalink_url',
          since: String(Math.floor(request.since.getTime() / 1000) - 60),
          limit: '100',
        },
        endpoints.clientSecret,
      )) as { data?: { id: string; message?: string; permalink_url?: string }[] } | null;
      const found = answer?.data?.find(
        (post) => (post.message ?? '').trim() === request.text.trim(),
      );
      if (!found) return null;
      return { id: found.id, url: found.permalink_url ?? this.fallbackUrl(endpoints, found.id) };
    } catch (error) {
      throw this.http.lookupFailed(error);
    }
  }

  /**
   * Reactions, comments and shares of the Page's posts in one multi-id read (`GET /?ids=…`),
   * which the Page token's pages_read_engagement allows; impressions would need read_insights,
   * which is not requested. The Graph refuses the whole read when one post is gone, so a refused
   * batch is read again post by post, leaving out the ones that are gone.
   */
  async readMetrics(
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    postIds: readonly string[],
  ): Promise<Map<string, PostMetrics>> {
    const read = async (ids: readonly string[]) =>
      (await this.graph.call(
        endpoints.apiUrl,
        account.tokens.accessToken,
        'GET',
        '/',
        'read',
        { ids: ids.join(','), fields: ENGAGEMENT_FIELDS },
        endpoints.clientSecret,
      )) as Record<string, Engagement> | null;
    const metrics = new Map<string, PostMetrics>();
    const keep = (answer: Record<string, Engagement> | null) => {
      for (const [id, post] of Object.entries(answer ?? {})) metrics.set(id, engagementOf(post));
    };
    try {
      keep(await read(postIds));
    } catch (error) {
      if (!(error instanceof PlatformError) || error.kind !== 'rejected' || postIds.length === 1) {
        throw error;
      }
      for (const id of postIds) {
        try {
          keep(await read([id]));
        } catch (single) {
          if (!(single instanceof PlatformError) || single.kind !== 'rejected') throw single;
        }
      }
    }
    return metrics;
  }

  /** The post's link from the Graph; a plain one when that lookup fails (the post exists). */
  private async permalink(
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    postId: string,
  ): Promise<string> {
    try {
      const answer = (await this.graph.call(
        endpoints.apiUrl,
        account.tokens.accessToken,
        'GET',
        `/${encodeURIComponent(postId)}`,
        'read',
        { fields: 'permalink_url' },
        endpoints.clientSecret,
      )) as { permalink_url?: string } | null;
      if (answer?.permalink_url) return answer.permalink_url;
    } catch {
      // Published all the same; link to it by id.
    }
    return this.fallbackUrl(endpoints, postId);
  }

  private fallbackUrl(endpoints: PlatformEndpoints, postId: string): string {
    return `${webBase(endpoints.authorizeUrl, /\/v\d+\.\d+\/dialog\/oauth\/?$/)}/${postId}`;
  }
}
