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

/** Signs short-lived ES256 access tokens carrying the user's id, role and email. */
@Injectable()
export class AccessTokenSigner {
  constructor(
    @Inject(JWT_PRIVATE_KEY) private readonly privateKey: string,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  get ttlSeconds(): number {
    return this.config.ACCESS_TOKEN_TTL_SECONDS;
  }

  sign(user: User): string {
    const claims: AccessTokenClaims = { sub: user.id, role: user.role, email: user.email };
    return jwt.sign(claims, this.privateKey, {
      algorithm: ACCESS_TOKEN_ALGORITHM,
      issuer: ACCESS_TOKEN_ISSUER,
      audience: ACCESS_TOKEN_AUDIENCE,
      expiresIn: this.config.ACCESS_TOKEN_TTL_SECONDS,
    });
  }
}
