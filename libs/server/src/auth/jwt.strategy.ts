import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { isRole } from '@sandglass/shared';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { UnauthorizedError } from '../errors/app-error.js';
import { TOKEN_INVALID_MESSAGE } from './guards.js';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  type AccessTokenClaims,
  type AuthUser,
} from './access-token.js';
import { AccessRevocations, type Revocation } from './revocation.js';

export const JWT_PUBLIC_KEY = Symbol('JWT_PUBLIC_KEY');

const REVOKED_MESSAGES: Record<Revocation, string> = {
  user: 'Your account has changed (your role, for example). Sign in again.',
  session: 'This sign-in has ended. Sign in again.',
};

/**
 * Verifies `Authorization: Bearer` access tokens with the auth service's public key. Only
 * ES256 is accepted, so `alg: none` and HMAC tokens forged with the public key both fail.
 * A token issued before its user's "not before" stamp (a role change), or whose session (`sid`)
 * has ended (a sign-out, a replayed refresh token), is refused.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(JWT_PUBLIC_KEY) publicKey: string,
    private readonly revocations: AccessRevocations,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: publicKey,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  async validate(claims: Partial<AccessTokenClaims> & { iat?: number }): Promise<AuthUser> {
    if (
      typeof claims.sub !== 'string' ||
      !isRole(claims.role) ||
      typeof claims.iat !== 'number' ||
      (claims.sid !== undefined && typeof claims.sid !== 'string')
    )
      throw new UnauthorizedError(TOKEN_INVALID_MESSAGE, 'TOKEN_INVALID');
    const revocation = await this.revocations.revocationOf({
      userId: claims.sub,
      sessionId: claims.sid,
      issuedAtMs: claims.iat * 1000,
    });
    if (revocation) throw new UnauthorizedError(REVOKED_MESSAGES[revocation], 'TOKEN_REVOKED');
    const user: AuthUser = { id: claims.sub, role: claims.role, email: String(claims.email ?? '') };
    if (claims.sid) user.sessionId = claims.sid;
    return user;
  }
}
