import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { isApiScope, isRole, type ApiScope, type Role } from '@sandglass/shared';
import { UnauthorizedError } from '../errors/app-error.js';
import type { AuthUser } from './access-token.js';
import {
  AccessRevocations,
  REVOCATION_CACHE_MS,
  RevocationCheckUnavailableError,
} from './revocation.js';

/** Where the auth service answers what a token's hash stands for (not routed by the gateway). */
export const API_TOKEN_VERIFY_PATH = '/internal/api-tokens/verify';

/** The auth service's base URL, for the token lookup. */
export const AUTH_SERVICE_URL = Symbol('AUTH_SERVICE_URL');

/** How long a lookup of the auth service may take before the request is refused with a 503. */
const LOOKUP_TIMEOUT_MS = 2000;

/** Beyond this many cached tokens the cache starts over rather than growing. */
const CACHE_MAX_ENTRIES = 10_000;

/** What the auth service says a live token stands for (its owner's role as it is now). */
export interface ApiTokenGrant {
  tokenId: string;
  userId: string;
  role: Role;
  email: string;
  scopes: ApiScope[];
  /** ISO time, or null for a token without expiry. */
  expiresAt: string | null;
}

/** The SHA-256 (hex) a token is stored and looked up by; the secret itself never travels on. */
export function apiTokenHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export const API_TOKEN_INVALID_MESSAGE =
  'This API token is not valid: it was revoked, mistyped or never existed. Make a new one under Account → API access.';

/**
 * The one path every service checks a personal API token (`Authorization: Bearer sgv_…`) by:
 * its SHA-256 is looked up at the auth service (the answer, found or not, is kept for
 * REVOCATION_CACHE_MS, and parallel requests share one lookup); then, on every request, the
 * token's id is checked as a session id against AccessRevocations, so a revoked token is
 * refused everywhere as soon as the revocation is announced (and within the cache time if the
 * announcement is lost). A token carries its owner's current role, so a role change applies
 * within the cache time without ending the token. Without the auth service nothing can be said
 * about a token, so the check fails closed (503).
 */
@Injectable()
export class ApiTokenVerifier {
  private readonly cache = new Map<string, { grant: ApiTokenGrant | null; until: number }>();
  private readonly inFlight = new Map<string, Promise<ApiTokenGrant | null>>();

  constructor(
    @Inject(AUTH_SERVICE_URL) private readonly authUrl: string,
    private readonly revocations: AccessRevocations,
  ) {}

  /** The caller a token stands for, or a 401 saying why not. */
  async verify(secret: string): Promise<AuthUser> {
    const grant = await this.grantOf(apiTokenHash(secret));
    if (!grant) throw new UnauthorizedError(API_TOKEN_INVALID_MESSAGE, 'TOKEN_INVALID');
    if (grant.expiresAt && Date.parse(grant.expiresAt) <= Date.now()) {
      throw new UnauthorizedError(
        'This API token has expired. Make a new one under Account → API access.',
        'TOKEN_EXPIRED',
      );
    }
    // A token is a grant of its own: its id is checked as a session that can be ended. The
    // user's "not before" stamp (a role change) does not end it; it carries the current role.
    const revoked = await this.revocations.revocationOf({
      userId: grant.userId,
      sessionId: grant.tokenId,
      issuedAtMs: Number.MAX_SAFE_INTEGER,
    });
    if (revoked) {
      throw new UnauthorizedError('This API token has been revoked.', 'TOKEN_REVOKED');
    }
    return {
      id: grant.userId,
      role: grant.role,
      email: grant.email,
      tokenId: grant.tokenId,
      scopes: grant.scopes,
    };
  }

  private async grantOf(hash: string): Promise<ApiTokenGrant | null> {
    const now = Date.now();
    const cached = this.cache.get(hash);
    if (cached && cached.until > now) return cached.grant;
    const running = this.inFlight.get(hash);
    if (running) return running;
    const lookup = this.lookup(hash).finally(() => this.inFlight.delete(hash));
    this.inFlight.set(hash, lookup);
    const grant = await lookup;
    if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.clear();
    this.cache.set(hash, { grant, until: Date.now() + REVOCATION_CACHE_MS });
    return grant;
  }

  private async lookup(hash: string): Promise<ApiTokenGrant | null> {
    let res: Response;
    try {
      res = await fetch(`${this.authUrl.replace(/\/+$/, '')}${API_TOKEN_VERIFY_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ hash }),
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
      });
    } catch {
      throw new RevocationCheckUnavailableError();
    }
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new RevocationCheckUnavailableError();
    }
    return parseGrant(await res.json().catch(() => null));
  }
}

function parseGrant(body: unknown): ApiTokenGrant {
  const grant = body as Partial<ApiTokenGrant> | null;
  if (
    !grant ||
    typeof grant.tokenId !== 'string' ||
    typeof grant.userId !== 'string' ||
    !isRole(grant.role) ||
    !Array.isArray(grant.scopes) ||
    !grant.scopes.every(isApiScope)
  ) {
    throw new RevocationCheckUnavailableError();
  }
  return {
    tokenId: grant.tokenId,
    userId: grant.userId,
    role: grant.role,
    email: String(grant.email ?? ''),
    scopes: grant.scopes,
    expiresAt: typeof grant.expiresAt === 'string' ? grant.expiresAt : null,
  };
}
