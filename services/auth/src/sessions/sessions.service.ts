import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AccessRevocations, Clock } from '@sandglass/server';
import type { AuthResponse } from '@sandglass/shared';
import type { AuthConfig } from '../config.js';
import { AUTH_CONFIG } from '../tokens.js';
import type { User } from '../users/user.entity.js';
import { toPublicUser } from '../users/user.mapper.js';
import { InvalidCredentialsError } from '../users/users.errors.js';
import { UsersService, type NewUser } from '../users/users.service.js';
import { AccessTokenSigner } from './access-token.signer.js';
import { PasswordHasher } from './password-hasher.js';
import { RefreshTokenRepository } from './refresh-token.repository.js';
import { SessionEndedError } from './sessions.errors.js';

/** What a sign-in hands back: the JSON body plus the refresh token for the cookie. */
export interface IssuedSession {
  body: AuthResponse;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/**
 * Two tabs may refresh with the same cookie at once; a token spent by rotation this recently
 * still yields a new token instead of being treated as theft.
 */
const ROTATION_GRACE_MS = 30_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class SessionsService {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: RefreshTokenRepository,
    private readonly hasher: PasswordHasher,
    private readonly signer: AccessTokenSigner,
    private readonly clock: Clock,
    private readonly revocations: AccessRevocations,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  async register(input: NewUser, userAgent?: string): Promise<IssuedSession> {
    const user = await this.users.create({ ...input, role: 'guest' });
    return this.issue(this.tokens, user, randomUUID(), userAgent);
  }

  async login(email: string, password: string, userAgent?: string): Promise<IssuedSession> {
    const user = await this.users.findByEmail(email);
    const valid = await this.hasher.verify(user?.passwordHash, password);
    if (!user || !valid) throw new InvalidCredentialsError();
    return this.issue(this.tokens, user, randomUUID(), userAgent);
  }

  /**
   * Spends a refresh token and issues the next one of its family, with an access token that
   * carries the user's current role. A token replayed after its grace period ends the family.
   */
  async refresh(presented: string | undefined, userAgent?: string): Promise<IssuedSession> {
    if (!presented) throw new SessionEndedError();
    const tokenHash = hashToken(presented);
    const outcome = await this.tokens.transaction(async (tokens, users) => {
      const token = await tokens.findByHashForUpdate(tokenHash);
      const now = this.clock.now();
      if (!token || token.expiresAt <= now) return null;
      if (token.revokedAt) {
        const rotatedRecently =
          token.rotatedAt !== null && now.getTime() - token.rotatedAt.getTime() < ROTATION_GRACE_MS;
        if (!rotatedRecently) return { kind: 'reused' as const, familyId: token.familyId };
      } else {
        await tokens.markRotated(token.id, now);
      }
      const user = await users.findById(token.userId);
      if (!user) return null;
      return {
        kind: 'issued' as const,
        session: await this.issue(tokens, user, token.familyId, userAgent),
      };
    });
    if (outcome?.kind === 'issued') return outcome.session;
    if (outcome?.kind === 'reused')
      await this.tokens.revokeFamily(outcome.familyId, this.clock.now());
    throw new SessionEndedError();
  }

  /**
   * Ends the sign-in the token belongs to (every token of its family) and refuses the user's
   * access tokens issued until now; their other devices get new ones on their next refresh.
   */
  async logout(presented: string | undefined): Promise<void> {
    if (!presented) return;
    const token = await this.tokens.findByHash(hashToken(presented));
    if (!token) return;
    // Access tokens first: without Redis this is a 503 and the sign-in is left as it was.
    await this.revocations.revoke(token.userId, Date.now());
    await this.tokens.revokeFamily(token.familyId, this.clock.now());
  }

  /** `tokens`: the repository of the transaction the new token is part of, if any. */
  private async issue(
    tokens: RefreshTokenRepository,
    user: User,
    familyId: string,
    userAgent: string | undefined,
  ): Promise<IssuedSession> {
    const refreshToken = randomBytes(32).toString('base64url');
    const refreshExpiresAt = new Date(
      this.clock.now().getTime() + this.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000,
    );
    await tokens.insert({
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: refreshExpiresAt,
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
    return {
      body: {
        token: this.signer.sign(user),
        user: toPublicUser(user),
        expiresIn: this.signer.ttlSeconds,
      },
      refreshToken,
      refreshExpiresAt,
    };
  }
}
