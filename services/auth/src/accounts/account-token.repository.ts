import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { IsNull, MoreThan, type EntityManager } from 'typeorm';
import { AccountToken, type AccountTokenPurpose } from './account-token.entity.js';

export type NewAccountToken = Pick<
  AccountToken,
  'userId' | 'purpose' | 'tokenHash' | 'email' | 'expiresAt'
>;

/** The queries of mailed links (AccountToken). Built on an entity manager, so a transaction can have its own. */
@Injectable()
export class AccountTokenRepository {
  constructor(@InjectEntityManager() private readonly manager: EntityManager) {}

  /** Runs `work` in one transaction, with a repository whose queries take part in it. */
  transaction<T>(work: (tokens: AccountTokenRepository, manager: EntityManager) => Promise<T>) {
    return this.manager.transaction((manager) =>
      work(new AccountTokenRepository(manager), manager),
    );
  }

  async insert(token: NewAccountToken): Promise<AccountToken> {
    return this.manager.save(
      AccountToken,
      this.manager.create(AccountToken, { ...token, usedAt: null }),
    );
  }

  /** The link if it still works at `now` (not used, not expired), else null. */
  findUsable(
    tokenHash: string,
    purpose: AccountTokenPurpose,
    now: Date,
  ): Promise<AccountToken | null> {
    return this.manager.findOneBy(AccountToken, {
      tokenHash,
      purpose,
      usedAt: IsNull(),
      expiresAt: MoreThan(now),
    });
  }

  /**
   * Spends the link at `now` if it still works; null when it was used (by a request at the
   * same moment too), expired or never existed. The update decides, so it works once.
   */
  async spend(
    tokenHash: string,
    purpose: AccountTokenPurpose,
    now: Date,
  ): Promise<AccountToken | null> {
    // A raw UPDATE … RETURNING answers [rows, count].
    const [rows]: [AccountToken[], number] = await this.manager.query(
      `UPDATE auth.account_tokens SET used_at = $3
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
        RETURNING id, user_id AS "userId", purpose, email, expires_at AS "expiresAt"`,
      [tokenHash, purpose, now],
    );
    return rows[0] ?? null;
  }

  /** Voids every working link of `purpose` the user has (a password change voids resets). */
  async voidAll(userId: string, purpose: AccountTokenPurpose, now: Date): Promise<void> {
    await this.manager.update(AccountToken, { userId, purpose, usedAt: IsNull() }, { usedAt: now });
  }
}
