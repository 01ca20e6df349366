import { Inject, Injectable } from '@nestjs/common';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  type AccessTokenClaims,
} from '@sandglass/server';
import jwt from 'jsonwebtoken';
import { AUTH_CONFIG } from '../tokens.js';
import type { AuthConfig } from '../config.js';
import type { User } from '../users/user.entity.js';

export const JWT_PRIVATE_KEY = Symbol('JWT_PRIVATE_KEY');

/** Signs short-lived ES256 access tokens carrying the user's id, role and email, and the sign-in's id. */
@Injectable()
export class AccessTokenSigner {
  constructor(
    @Inject(JWT_PRIVATE_KEY) private readonly privateKey: string,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  get ttlSeconds(): number {
    return this.config.ACCESS_TOKEN_TTL_SECONDS;
  }

  /**
   * `iat` keeps its milliseconds (a NumericDate may have a fraction), so a token issued just
   * after a sign-out or role change in the same second is not mistaken for one issued before.
   */
  sign(user: User, sessionId: string): string {
    const claims: AccessTokenClaims & { iat: number } = {
      sub: user.id,
      role: user.role,
      email: user.email,
      sid: sessionId,
      iat: Date.now() / 1000,
    };
    return jwt.sign(claims, this.privateKey, {
      algorithm: ACCESS_TOKEN_ALGORITHM,
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      expiresIn: this.config.ACCESS_TOKEN_TTL_SECONDS,
    });
  }
}
