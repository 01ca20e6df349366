import type { OAuthClientSettings } from './oauth-client.js';
import { OAuthPlatformAdapter } from './oauth-platform-adapter.js';
import {
  PlatformError,
  type PlatformEndpoints,
  type PlatformTokens,
  type Published,
  type PublishingAccount,
  type PublishMedia,
  type PublishRequest,
  type ReconcileRequest,
} from './platform.js';
import { retryAfter, webBase, type AdapterOptions, type CallRole } from './platform-http.js';

/** `apiVersion` is the LinkedIn-Version header (LINKEDIN_API_VERSION). */
type LinkedInOptions = AdapterOptions & { apiVersion: string };

/** LinkedIn's limits are daily; used when a 429 carries no Retry-After. */
const DEFAULT_RATE_LIMIT_MS = 60 * 60_000;

/**
 * LinkedIn's versioned REST API for members: Sign In with LinkedIn (OpenID Connect) gives the
 * member id (`sub` from /v2/userinfo), Share on LinkedIn (`w_member_social`) posts as
 * `urn:li:person:{sub}` through `POST /rest/posts`, images through the Images API first. Every
 * /rest call carries `LinkedIn-Version` and `X-Restli-Protocol-Version: 2.0.0`. Member tokens
 * last 60 days and come without a refresh token unless LinkedIn enabled refresh for the app.
 */
export class LinkedInAdapter extends OAuthPlatformAdapter<LinkedInOptions> {
  readonly platform = 'linkedin' as const;
  readonly scopes = ['openid', 'profile', 'w_member_social'] as const;
  // No PKCE: LinkedIn offers it to native apps only; a web app proves itself with its secret.
  protected readonly scopeSeparator = ' ';

  protected readonly cannotRenew =
    'LinkedIn access lasts 60 days and cannot be renewed without the member; reconnect the account.';

  constructor(options: LinkedInOptions) {
    super('LinkedIn', options);
  }

  protected async account(endpoints: PlatformEndpoints, accessToken: string) {
    const me = (await this.call(endpoints, accessToken, 'GET', '/v2/userinfo', 'read')) as {
      sub?: string;
      name?: string;
      given_name?: string;
      family_name?: string;
    } | null;
    if (!me?.sub) {
      throw new PlatformError('transient', 'LinkedIn did not say which member was connected.');
    }
    const name = me.name ?? [me.given_name, me.family_name].filter(Boolean).join(' ');
    return { externalId: me.sub, accountName: name || 'LinkedIn member' };
  }

  revoke(endpoints: PlatformEndpoints, tokens: PlatformTokens): Promise<void> {
    return this.oauth(endpoints).revoke(tokens.accessToken);
  }

  async publish(
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    request: PublishRequest,
  ): Promise<Published> {
    const token = account.tokens.accessToken;
    const author = `urn:li:person:${account.externalId}`;
    const images: string[] = [];
    for (const media of request.media) {
      images.push(await this.upload(endpoints, token, author, media));
    }
    const body: Record<string, unknown> = {
      author,
      commentary: littleText(request.text),
      visibility: 'PUBLIC',
      distribution: {
        feedDistribution: 'MAIN_FEED',
        targetEntities: [],
        thirdPartyDistributionChannels: [],
      },
      lifecycleState: 'PUBLISHED',
      isReshareDisabledByAuthor: false,
    };
    if (images.length === 1) body.content = { media: { id: images[0] } };
    if (images.length > 1) body.content = { multiImage: { images: images.map((id) => ({ id })) } };
    const response = await this.send(endpoints, token, 'POST', '/rest/posts', 'create', body);
    const urn = response.headers.get('x-restli-id');
    await response.body?.cancel();
    if (!urn) {
      throw new PlatformError(
        'unknown',
        'LinkedIn accepted the post but did not say which it was, so whether it was published is unknown.',
      );
    }
    return { id: urn, url: this.postUrl(endpoints, urn) };
  }

  async findPublished(
    endpoints: PlatformEndpoints,
    account: PublishingAccount,
    request: ReconcileRequest,
  ): Promise<Published | null> {
    const author = `urn:li:person:${account.externalId}`;
    const wanted = littleText(request.text);
    const since = request.since.getTime() - 60_000;
    try {
      const answer = (await this.call(
        endpoints,
        account.tokens.accessToken,
        'GET',
        `/rest/posts?q=author&author=${encodeURIComponent(author)}&count=50&sortBy=LAST_MODIFIED`,
        'read',
      )) as { elements?: { id: string; commentary?: string; createdAt?: number }[] } | null;
      const found = answer?.elements?.find(
        (post) => post.commentary === wanted && (post.createdAt ?? Date.now()) >= since,
      );
      return found ? { id: found.id, url: this.postUrl(endpoints, found.id) } : null;
    } catch (error) {
      throw this.http.lookupFailed(error);
    }
  }

  /** Registers an image with the Images API, then uploads its bytes to the URL it answers. */
  private async upload(
    endpoints: PlatformEndpoints,
    token: string,
    owner: string,
    media: PublishMedia,
  ): Promise<string> {
    const answer = (await this.call(
      endpoints,
      token,
      'POST',
      '/rest/images?action=initializeUpload',
      'prepare',
      { initializeUploadRequest: { owner } },
    )) as { value?: { uploadUrl?: string; image?: string } } | null;
    const { uploadUrl, image } = answer?.value ?? {};
    if (!uploadUrl || !image) {
      throw new PlatformError(
        'transient',
        'LinkedIn did not accept the image; nothing was posted.',
      );
    }
    const response = await this.http.send(
      uploadUrl,
      {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(media.data),
      },
      'prepare',
    );
    await this.check(response, 'prepare');
    return image;
  }

  private async call(
    endpoints: PlatformEndpoints,
    token: string,
    method: 'GET' | 'POST',
    path: string,
    role: CallRole,
    body?: object,
  ): Promise<unknown> {
    const response = await this.send(endpoints, token, method, path, role, body);
    return this.http.json(response);
  }

  /** One API call; answers the 2xx response, throws a PlatformError for anything else. */
  private async send(
    endpoints: PlatformEndpoints,
    token: string,
    method: 'GET' | 'POST',
    path: string,
    role: CallRole,
    body?: object,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      'linkedin-version': this.options.apiVersion,
      'x-restli-protocol-version': '2.0.0',
    };
    if (body) headers['content-type'] = 'application/json';
    const response = await this.http.send(
      `${endpoints.apiUrl}${path}`,
      { method, headers, body: body ? JSON.stringify(body) : undefined },
      role,
    );
    return this.check(response, role);
  }

  private async check(response: Response, role: CallRole): Promise<Response> {
    if (response.ok) return response;
    const status = response.status;
    const json = await this.http.json(response);
    if (status === 429) {
      throw this.http.rateLimited(retryAfter(response.headers, DEFAULT_RATE_LIMIT_MS), { status });
    }
    if (status === 401) throw this.http.unauthorized({ status });
    if (status >= 500) throw this.http.serverError(status, role);
    throw this.http.rejected(reasonOf(json) ?? `HTTP ${status}`, { status });
  }

  protected oauthSettings(endpoints: PlatformEndpoints): OAuthClientSettings {
    return {
      clientAuth: 'post',
      server: {
        // The issuer of LinkedIn's ID tokens: https://www.linkedin.com/oauth.
        issuer: webBase(endpoints.authorizeUrl, /\/v2\/authorization\/?$/),
        revocation_endpoint: new URL('revoke', endpoints.tokenUrl).toString(),
      },
      reasonOf,
    };
  }

  private postUrl(endpoints: PlatformEndpoints, urn: string): string {
    const site = webBase(endpoints.authorizeUrl, /\/oauth\/v2\/authorization\/?$/);
    return `${site}/feed/update/${urn}`;
  }
}

/** A hashtag as people write it: `#` after a space or the start, then letters, digits or `_`, at least one letter. */
const HASHTAG = /(^|[^\p{L}\p{N}_&#/])#([\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*)/gu;

const escapeLittleText = (text: string) =>
  text.replace(/[\\|{}@[\]()<>#*_~]/g, (character) => `\\${character}`);

/**
 * Commentary is LinkedIn's "little text": these characters are markup unless escaped with a
 * backslash, and an unescaped one can cut the post short. A hashtag goes out as LinkedIn's
 * hashtag template, `{hashtag|\#|tag}`, so it is a real hashtag rather than plain text.
 */
export function littleText(text: string): string {
  let written = '';
  let from = 0;
  for (const match of text.matchAll(HASHTAG)) {
    const start = match.index + match[1]!.length;
    const tag = match[2]!;
    written += `${escapeLittleText(text.slice(from, start))}{hashtag|\\#|${escapeLittleText(tag)}}`;
    from = start + 1 + tag.length;
  }
  return written + escapeLittleText(text.slice(from));
}

/** LinkedIn's reason: `message` in its error body, or OAuth's error_description. */
function reasonOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message, error_description: description } = body as {
    message?: unknown;
    error_description?: unknown;
  };
  if (typeof message === 'string' && message) return message;
  return typeof description === 'string' ? description : undefined;
}
