import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock, MailClient } from '@sandglass/server';
import { EMAIL_VERIFICATION_HOURS } from '@sandglass/shared';
import type { EntityManager } from 'typeorm';
import type { User } from '../users/user.entity.js';
import type { AccountToken, AccountTokenPurpose } from './account-token.entity.js';
import { AccountTokenRepository } from './account-token.repository.js';

/** SHA-256 of a link's token, hex: what is stored and looked up. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Makes the links mailed to a person (32 random bytes, only their SHA-256 stored) and sends the
 * verification mail, which sign-up and "send it again" both use.
 */
@Injectable()
export class AccountLinks {
  constructor(
    private readonly tokens: AccountTokenRepository,
    private readonly mail: MailClient,
    private readonly clock: Clock,
  ) {}

  /** A new link for `purpose` to `email`, valid for `validMs`; the raw token and its row. */
  async issue(
    user: Pick<User, 'id'>,
    purpose: AccountTokenPurpose,
    email: string,
    validMs: number,
    tokens: AccountTokenRepository = this.tokens,
  ): Promise<{ token: string; row: AccountToken }> {
    const token = randomBytes(32).toString('base64url');
    const row = await tokens.insert({
      userId: user.id,
      purpose,
      email,
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(this.clock.now().getTime() + validMs),
    });
    return { token, row };
  }

  /** Mails `user` a link that proves their address (in the caller's transaction, when given). */
  async sendVerification(user: User, manager?: EntityManager): Promise<void> {
    const tokens = manager ? new AccountTokenRepository(manager) : this.tokens;
    const { token, row } = await this.issue(
      user,
      'verify-email',
      user.email,
      EMAIL_VERIFICATION_HOURS * 3_600_000,
      tokens,
    );
    await this.mail.send(
      {
        template: 'email-verification',
        to: user.email,
        idempotencyKey: `verify:${row.id}`,
        data: { firstName: user.firstName, token, validHours: EMAIL_VERIFICATION_HOURS },
      },
      manager,
    );
  }
}
