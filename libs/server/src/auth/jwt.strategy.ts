import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { isRole } from '@sandglass/shared';
import { ExtractJwt, Strategy } from 'passport-jwt';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  type AccessTokenClaims,
  type AuthUser,
} from './access-token.js';

export const JWT_PUBLIC_KEY = Symbol('JWT_PUBLIC_KEY');

/**
 * Verifies `Authorization: Bearer` access tokens with the auth service's public key. Only
 * ES256 is accepted, so `alg: none` and HMAC tokens forged with the public key both fail.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(JWT_PUBLIC_KEY) publicKey: string) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: publicKey,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  validate(claims: Partial<AccessTokenClaims>): AuthUser | false {
    if (typeof claims.sub !== 'string' || !isRole(claims.role)) return false;
    return { id: claims.sub, role: claims.role, email: String(claims.email ?? '') };
  }
}
