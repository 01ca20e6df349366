import { createHash } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import {
  PlatformError,
  type AuthorizationRequest,
  type CodeExchange,
  type PlatformEndpoints,
  type PlatformTokens,
} from './platform.js';

/** What every adapter is built with (PlatformRegistry passes the service's settings). */
export interface AdapterOptions {
  /** How long one call may take before it is abandoned. */
  timeoutMs: number;
}

/**
 * What a call is for, which decides what a lost answer means:
 * - `create` makes the post itself: a timeout, a reset or a 5xx leaves the outcome unknown;
 * - `prepare` comes before it (media upload, an Instagram container): the post surely was not
 *   made, so a lost answer is transient;
 * - `read` looks something up (who the account is, reconciliation) and changes nothing.
 */
export type CallRole = 'create' | 'prepare' | 'read';

/** Errors that happen before a request leaves this machine: nothing reached the platform. */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'ERR_INVALID_URL',
]);

/** Speaks HTTP to one platform with a timeout, turning transport failures into PlatformErrors. */
export class PlatformHttp {
  constructor(
    /** The platform's name in sentences: X, LinkedIn, Facebook, Instagram. */
    readonly name: string,
    private readonly timeoutMs: number,
  ) {}

  /** Sends the request; throws a PlatformError when no answer came back. */
  async send(url: string | URL, init: RequestInit, role: CallRole): Promise<Response> {
    const address = new URL(url);
    if (address.protocol !== 'https:' && !isLoopbackHttp(address)) {
      // Tokens travel in these requests: plain http only to this machine (the sandbox).
      throw new PlatformError(
        'not_sent',
        `${this.name} is configured at a plain http address that is not this machine (${address.host}); nothing was sent.`,
      );
    }
    try {
      return await fetch(address, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw this.transportError(error, role);
    }
  }

  /** The PlatformError for a request that got no answer (a refused connection, a timeout…). */
  transportError(error: unknown, role: CallRole): PlatformError {
    if (error instanceof PlatformError) return error;
    const code = errorCode(error);
    if (code && NOT_SENT_CODES.has(code)) {
      return new PlatformError(
        'not_sent',
        `${this.name} could not be reached (${code}); nothing was sent.`,
      );
    }
    const timedOut = isTimeout(error);
    if (role === 'create') {
      return new PlatformError(
        'unknown',
        timedOut
          ? `${this.name} did not answer within ${Math.round(this.timeoutMs / 1000)} seconds, so whether the post was published is unknown.`
          : `The connection to ${this.name} was lost after the post was sent, so whether it was published is unknown.`,
      );
    }
    return new PlatformError(
      'transient',
      timedOut
        ? `${this.name} did not answer within ${Math.round(this.timeoutMs / 1000)} seconds; nothing was posted.`
        : `The connection to ${this.name} was lost before anything was posted.`,
    );
  }

  /** The answer's JSON body, or null when it is not JSON (never throws). */
  async json(response: Response): Promise<unknown> {
    const text = await response.text().catch(() => '');
    if (!text) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  }

  /** A 5xx: unknown on a create, transient otherwise. */
  serverError(status: number, role: CallRole): PlatformError {
    if (role === 'create') {
      return new PlatformError(
        'unknown',
        `${this.name} answered with an error (HTTP ${status}) after the post was sent, so whether it was published is unknown.`,
        { status },
      );
    }
    return new PlatformError(
      'transient',
      `${this.name} answered with an error (HTTP ${status}); nothing was posted.`,
      { status },
    );
  }

  rateLimited(retryAt: Date, details: { status?: number; platformCode?: string } = {}) {
    return new PlatformError(
      'rate_limited',
      `${this.name} asked to wait before posting again, until ${retryAt.toISOString().slice(11, 16)} UTC.`,
      { ...details, retryAt },
    );
  }

  unauthorized(details: { status?: number; platformCode?: string } = {}) {
    return new PlatformError(
      'unauthorized',
      `${this.name} no longer accepts this account's access; reconnect the account.`,
      details,
    );
  }

  /**
   * The PlatformError for a failed OAuth call made through oauth4webapi (code exchange,
   * refresh, revocation): a refused refresh is `unauthorized` (reconnect), a refused code or
   * revocation is `rejected` quoting the platform, 429 waits, 5xx and lost answers are
   * transient. `reasonOf` reads a platform's own error body where it is not OAuth's.
   */
  async oauthError(
    error: unknown,
    action: 'connect' | 'refresh' | 'revoke',
    reasonOf: (body: unknown) => string | undefined = () => undefined,
  ): Promise<PlatformError> {
    let status: number | undefined;
    let reason: string | undefined;
    let headers: Headers | undefined;
    if (error instanceof oauth.ResponseBodyError) {
      status = error.status;
      headers = error.response.headers;
      reason = error.error_description ?? error.error;
    } else if (error instanceof oauth.WWWAuthenticateChallengeError) {
      status = error.status;
      headers = error.response.headers;
      reason = error.message;
    } else if (error instanceof oauth.OperationProcessingError && error.cause instanceof Response) {
      status = error.cause.status;
      headers = error.cause.headers;
      reason = reasonOf(await this.json(error.cause.clone()).catch(() => null)) ?? error.message;
    } else if (error instanceof oauth.OperationProcessingError) {
      return new PlatformError(
        'transient',
        `${this.name} answered the sign-in in a way that could not be read: ${sentence(error.message)}`,
      );
    } else {
      return this.transportError(error, 'read');
    }
    if (status === 429) return this.rateLimited(retryAfter(headers, 60_000), { status });
    if (status >= 500) return this.serverError(status, 'read');
    const because = sentence(reason ?? `HTTP ${status}`);
    if (action === 'refresh') {
      return new PlatformError(
        'unauthorized',
        `${this.name} refused to renew the account's access (${because.replace(/[.!?]$/, '')}); reconnect the account.`,
        { status },
      );
    }
    return new PlatformError(
      'rejected',
      action === 'connect'
        ? `${this.name} refused the connection: ${because}`
        : `${this.name} refused to revoke the access: ${because}`,
      { status },
    );
  }

  /**
   * A lookup after an unknown outcome that itself failed: the outcome stays unknown, with the
   * lookup's reason in the sentence (and its details, such as a rate limit's reset).
   */
  lookupFailed(error: unknown): PlatformError {
    const reason = error instanceof Error ? error.message : String(error);
    return new PlatformError(
      'unknown',
      `${this.name} could not be checked for the post (${reason.replace(/[.!?]$/, '')}), so whether it was published is unknown.`,
      error instanceof PlatformError ? error.details : {},
    );
  }

  /** A refusal quoting the platform's own reason. */
  rejected(reason: string, details: { status?: number; platformCode?: string } = {}) {
    return new PlatformError(
      'rejected',
      `${this.name} refused the post: ${sentence(reason)}`,
      details,
    );
  }
}

/** The moment a rate limit lifts, from `Retry-After` (seconds or a date), else the default. */
export function retryAfter(headers: Headers, defaultMs: number, now = Date.now()): Date {
  const value = headers.get('retry-after')?.trim();
  if (value) {
    if (/^\d+$/.test(value)) return new Date(now + Number(value) * 1000);
    const date = Date.parse(value);
    if (!Number.isNaN(date)) return new Date(Math.max(date, now));
  }
  return new Date(now + defaultMs);
}

/** Ends a platform's reason with a full stop so it reads as a sentence. */
export function sentence(reason: string): string {
  const text = reason.trim().replace(/\s+/g, ' ') || 'no reason was given';
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function isTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const name = (current as { name?: unknown }).name;
    if (name === 'TimeoutError' || name === 'AbortError') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The authorization server as oauth4webapi needs it, from the endpoint settings (the platforms
 * publish no discovery document for these flows). `issuer` only matters where an ID token comes
 * back (LinkedIn), and is given there.
 */
export function authorizationServer(
  endpoints: PlatformEndpoints,
  extra: Partial<oauth.AuthorizationServer> = {},
): oauth.AuthorizationServer {
  return {
    issuer: new URL(endpoints.authorizeUrl).origin,
    authorization_endpoint: endpoints.authorizeUrl,
    token_endpoint: endpoints.tokenUrl,
    ...extra,
  };
}

/** oauth4webapi options: a timeout, and plain http allowed for a loopback address only. */
export function oauthOptions(
  endpoints: PlatformEndpoints,
  timeoutMs: number,
): oauth.HttpRequestOptions<'POST', URLSearchParams> {
  return {
    signal: () => AbortSignal.timeout(timeoutMs),
    [oauth.allowInsecureRequests]: isLoopbackHttp(endpoints.tokenUrl),
  };
}

function isLoopbackHttp(url: string | URL): boolean {
  const { protocol, hostname } = new URL(url);
  return (
    protocol === 'http:' &&
    (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]')
  );
}

/** An app on a platform's authorization server, as oauth4webapi takes it. */
export interface OAuthApp {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  auth: oauth.ClientAuth;
}

/**
 * The platform's consent page for this app: where to come back, the state, the scopes (joined
 * as the platform wants them) and, where the platform takes it, the PKCE S256 challenge.
 */
export function consentUrl(
  endpoints: PlatformEndpoints,
  request: AuthorizationRequest,
  scope: string,
  pkce = false,
): URL {
  const url = new URL(endpoints.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', endpoints.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('state', request.state);
  url.searchParams.set('scope', scope);
  if (pkce) {
    url.searchParams.set('code_challenge', pkceChallenge(request.codeVerifier));
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url;
}

/**
 * Sends the code the platform gave the browser (with the PKCE verifier, where used) to its
 * token endpoint, and gives back the raw answer for the adapter to read.
 */
export async function codeGrantRequest(
  { as, client, auth }: OAuthApp,
  endpoints: PlatformEndpoints,
  exchange: CodeExchange,
  timeoutMs: number,
  pkce = false,
): Promise<Response> {
  const callback = oauth.validateAuthResponse(
    as,
    client,
    new URLSearchParams({ code: exchange.code }),
    oauth.skipStateCheck,
  );
  return oauth.authorizationCodeGrantRequest(
    as,
    client,
    auth,
    callback,
    exchange.redirectUri,
    pkce ? exchange.codeVerifier : oauth.nopkce,
    oauthOptions(endpoints, timeoutMs),
  );
}

/** The PKCE S256 challenge of a verifier (RFC 7636 §4.2). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/**
 * The platform's web address, for links a person opens: the authorize URL without its known
 * path (`https://x.com/i/oauth2/authorize` → `https://x.com`), so a sandbox under a path prefix
 * links to its own pages.
 */
export function webBase(authorizeUrl: string, path: RegExp): string {
  const url = new URL(authorizeUrl);
  const stripped = url.pathname.replace(path, '');
  return stripped === url.pathname ? url.origin : `${url.origin}${stripped}`;
}

/** Tokens from an OAuth token answer; `previous` keeps a refresh token the answer omits. */
export function tokensFrom(
  answer: oauth.TokenEndpointResponse,
  previous: { refreshToken: string | null } = { refreshToken: null },
  now = Date.now(),
): PlatformTokens {
  const refreshExpiresIn = answer.refresh_token_expires_in;
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token ?? previous.refreshToken,
    expiresAt:
      typeof answer.expires_in === 'number' ? new Date(now + answer.expires_in * 1000) : null,
    refreshExpiresAt:
      typeof refreshExpiresIn === 'number' ? new Date(now + refreshExpiresIn * 1000) : null,
    scope: answer.scope ?? null,
  };
}
