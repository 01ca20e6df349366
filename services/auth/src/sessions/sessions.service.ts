import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AccessRevocations, Clock, LOGGER } from '@sandglass/server';
import type { AccountSession, AuthResponse } from '@sandglass/shared';
import { AccountLinks } from '../accounts/account-links.js';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { AuthConfig } from '../config.js';
import { AUTH_CONFIG } from '../tokens.js';
import type { User } from '../users/user.entity.js';
import { toPublicUser } from '../users/user.mapper.js';
import { InvalidCredentialsError } from '../users/users.errors.js';
import { UsersService, type NewUser } from '../users/users.service.js';
import { AccessTokenSigner } from './access-token.signer.js';
import { PasswordHasher } from './password-hasher.js';
import { RefreshTokenRepository } from './refresh-token.repository.js';
import { deviceName } from './device-name.js';
import { SessionEndedError, SessionNotFoundError } from './sessions.errors.js';

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
    private readonly links: AccountLinks,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Creates a guest, mails them the link that proves their address, and signs them in. */
  async register(input: NewUser, userAgent?: string): Promise<IssuedSession> {
    const user = await this.users.create({ ...input, role: 'guest' });
    await this.links.sendVerification(user);
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
      await tokens.touchSession(session.id, userAgent?.slice(0, 300) ?? null, now);
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

  /**
   * Ends the sign-in of the refresh cookie, or else the one the access token was issued for
   * (an API client signing out with only `Authorization: Bearer`): its refresh tokens, and its
   * access tokens at once.
   */
  async logout(presented: string | undefined, accessSessionId?: string): Promise<void> {
    const token = presented ? await this.tokens.findByHash(hashToken(presented)) : null;
    const sessionId = token?.familyId ?? accessSessionId;
    if (sessionId) await this.endSession(sessionId);
  }

  /** The user's sign-ins that still work, most recently used first; `currentId` is marked. */
  async list(userId: string, currentId: string | undefined): Promise<AccountSession[]> {
    const since = new Date(
      this.clock.now().getTime() - this.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000,
    );
    const sessions = await this.tokens.activeSessions(userId, since);
    return sessions.map((session) => ({
      id: session.id,
      createdAt: session.createdAt.toISOString(),
      lastUsedAt: session.lastUsedAt.toISOString(),
      device: deviceName(session.userAgent),
      current: session.id === currentId,
    }));
  }

  /** Ends one of the user's sign-ins (its access tokens at once); 404 when it is not theirs. */
  async endOwn(userId: string, sessionId: string): Promise<void> {
    const open = await this.tokens.openSessionIds(userId);
    if (!open.includes(sessionId)) throw new SessionNotFoundError();
    await this.endSession(sessionId);
  }

  /** Ends every sign-in of the user but `currentId` (all of them without one). */
  async endOthers(userId: string, currentId: string | undefined): Promise<void> {
    const others = await this.tokens.openSessionIds(userId, currentId);
    // Access tokens first: without Redis this is a 503 and the sign-ins are left as they were.
    for (const id of others) await this.revocations.revokeSession(id);
    await this.tokens.transaction((tokens) => tokens.endSessions(userId, others, this.clock.now()));
  }

  /**
   * Ends every sign-in of the user and every access token issued until now, in every service
   * (a password reset). `work` runs in the same transaction as the sign-ins ending.
   */
  async endAll(userId: string, work?: (manager: EntityManager) => Promise<void>): Promise<void> {
    await this.revocations.revokeUser(userId, Date.now());
    await this.tokens.transaction(async (tokens, _users, manager) => {
      await work?.(manager);
      await tokens.endSessions(userId, await tokens.openSessionIds(userId), this.clock.now());
    });
    // Again, for a token a refresh may have signed in between; a failure now means Redis just
    // went away, and every service refuses tokens until it is back.
    await this.revocations.revokeUser(userId, Date.now()).catch(() => undefined);
  }

  private async endSession(sessionId: string): Promise<void> {
    // Access tokens first: without Redis this is a 503 and the sign-in is left as it was.
    await this.revocations.revokeSession(sessionId);
    await this.tokens.transaction(async (tokens) => {
      if (await tokens.lockSession(sessionId)) await tokens.endSession(sessionId, this.clock.now());
    });
  }

  /** A new sign-in of `user` with its first tokens. */
  private start(user: User, userAgent: string | undefined): Promise<IssuedSession> {
    return this.tokens.transaction(async (tokens) =>
      this.issue(
        tokens,
        user,
        await tokens.startSession(user.id, userAgent?.slice(0, 300) ?? null, this.clock.now()),
        userAgent,
      ),
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
