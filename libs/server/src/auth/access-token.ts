import type { ApiScope, Role } from '@sandglass/shared';

/** Access tokens are ES256 JWTs signed by the auth service and verified everywhere else. */
export const ACCESS_TOKEN_ALGORITHM = 'ES256';
export const ACCESS_TOKEN_ISSUER = 'sandglass-auth';
export const ACCESS_TOKEN_AUDIENCE = 'sandglass-api';

export interface AccessTokenClaims {
  sub: string;
  role: Role;
  email: string;
  /**
   * The session the token was issued for (a sign-in's id, which is its refresh tokens' family
   * id): ending that session ends the token at once (AccessRevocations.revokeSession). Tokens
   * issued before sessions had ids carry none.
   */
  sid?: string;
}

/** The signed-in caller as every service sees it: the token's subject, never a body field. */
export interface AuthUser {
  id: string;
  role: Role;
  email: string;
  /** Set when the caller came with a personal API token rather than a signed-in session. */
  tokenId?: string;
  /** The token's scopes (only with tokenId). */
  scopes?: ApiScope[];
  /** The token's `sid` claim: the sign-in it was issued for, when it names one. */
  sessionId?: string;
}
