import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AccessRevocations, Clock, LOGGER } from '@sandglass/server';
import type { AuthResponse } from '@sandglass/shared';
import type { Logger } from 'pino';
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
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async register(input: NewUser, userAgent?: string): Promise<IssuedSession> {
    const user = await this.users.create({ ...input, role: 'guest' });
    return this.start(user, userAgent);
  }

  async login(email: string, password: string, userAgent?: string): Promise<IssuedSession> {
    const user = await this.users.findByEmail(email);
    const valid = await this.hasher.verify(user?.passwordHash, password);
    if (!user || !valid) throw new InvalidCredentialsError();
    return this.start(user, userAgent);
  }

  /**
   * Spends a refresh token and issues the next one of its sign-in, with an access token that
   * carries the user's current role. A token replayed after its grace period ends the sign-in:
   * none of its refresh tokens works again, and its access tokens are refused at once.
   */
  async refresh(presented: string | undefined, userAgent?: string): Promise<IssuedSession> {
    if (!presented) throw new SessionEndedError();
    const tokenHash = hashToken(presented);
    const outcome = await this.tokens.transaction(async (tokens, users) => {
      const found = await tokens.findByHash(tokenHash);
      if (!found) return null;
      // Holding the sign-in's lock, a replay that ends it and a refresh of another of its
      // tokens cannot pass each other: whichever comes second sees what the first did.
      const session = await tokens.lockSession(found.familyId);
      const token = await tokens.findByHash(tokenHash);
      const now = this.clock.now();
      if (!session || session.endedAt || !token || token.expiresAt <= now) return null;
      if (token.revokedAt) {
        const rotatedRecently =
          token.rotatedAt !== null && now.getTime() - token.rotatedAt.getTime() < ROTATION_GRACE_MS;
        if (!rotatedRecently) {
          await tokens.endSession(session.id, now);
          return { kind: 'reused' as const, sessionId: session.id };
        }
      } else {
        await tokens.markRotated(token.id, now);
      }
      const user = await users.findById(token.userId);
      if (!user) return null;
      return {
        kind: 'issued' as const,
        session: await this.issue(tokens, user, session.id, userAgent),
      };
    });
    if (outcome?.kind === 'issued') return outcome.session;
    if (outcome?.kind === 'reused') {
      // The sign-in is over whatever Redis says; without Redis its access tokens are refused
      // anyway (the check fails closed), so only a Redis back within their lifetime misses this.
      await this.revocations.revokeSession(outcome.sessionId).catch((error: unknown) => {
        this.logger.warn(
          { err: error, sessionId: outcome.sessionId },
          'a replayed refresh token ended a sign-in, but its access tokens could not be revoked',
        );
      });
    }
    throw new SessionEndedError();
  }

  /** Ends the sign-in the token belongs to: its refresh tokens, and its access tokens at once. */
  async logout(presented: string | undefined): Promise<void> {
    if (!presented) return;
    const token = await this.tokens.findByHash(hashToken(presented));
    if (!token) return;
    // Access tokens first: without Redis this is a 503 and the sign-in is left as it was.
    await this.revocations.revokeSession(token.familyId);
    await this.tokens.transaction(async (tokens) => {
      if (await tokens.lockSession(token.familyId))
        await tokens.endSession(token.familyId, this.clock.now());
    });
  }

  /** A new sign-in of `user` with its first tokens. */
  private start(user: User, userAgent: string | undefined): Promise<IssuedSession> {
    return this.tokens.transaction(async (tokens) =>
      this.issue(tokens, user, await tokens.startSession(user.id), userAgent),
    );
  }

  /** `tokens`: the repository of the transaction the new token is part of. */
  private async issue(
    tokens: RefreshTokenRepository,
    user: User,
    sessionId: string,
    userAgent: string | undefined,
  ): Promise<IssuedSession> {
    const refreshToken = randomBytes(32).toString('base64url');
    const refreshExpiresAt = new Date(
      this.clock.now().getTime() + this.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000,
    );
    await tokens.insert({
      userId: user.id,
      familyId: sessionId,
      tokenHash: hashToken(refreshToken),
      expiresAt: refreshExpiresAt,
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
    return {
      body: {
        token: this.signer.sign(user, sessionId),
        user: toPublicUser(user),
        expiresIn: this.signer.ttlSeconds,
      },
      refreshToken,
      refreshExpiresAt,
    };
  }
}
