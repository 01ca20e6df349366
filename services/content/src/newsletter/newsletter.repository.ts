import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { pageWindow, searchWhere, type ListQuery, type Paged } from '@sandglass/server';
import type { NewsletterStatus } from '@sandglass/shared';
import { In, MoreThan, type EntityManager, type Repository } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors.js';
import { NewsletterSubscriber } from './newsletter-subscriber.entity.js';

const EMAIL_KEY = 'newsletter_subscribers_email_key';

/** What every confirmation email writes: a pending address with fresh token hashes. */
export type PendingRow = Pick<
  NewsletterSubscriber,
  | 'status'
  | 'confirmTokenHash'
  | 'confirmTokenExpiresAt'
  | 'unsubscribeTokenHash'
  | 'confirmationSentAt'
  | 'unsubscribedAt'
> & { status: 'pending' };

/** Every query of the newsletter list: the service holds the rules, this holds the SQL. */
@Injectable()
export class NewsletterRepository {
  constructor(
    @InjectRepository(NewsletterSubscriber)
    private readonly subscribers: Repository<NewsletterSubscriber>,
  ) {}

  /** `email` as stored: lower-cased. */
  findByEmail(email: string): Promise<NewsletterSubscriber | null> {
    return this.subscribers.findOneBy({ email });
  }

  /**
   * Writes `row` over the address `existingId` names, or adds the address when there is none.
   * False when the same address was added by another request at the same moment.
   */
  async writePending(
    email: string,
    existingId: string | undefined,
    row: PendingRow,
  ): Promise<boolean> {
    try {
      if (existingId) await this.subscribers.update({ id: existingId }, row);
      else await this.subscribers.insert({ email, ...row });
      return true;
    } catch (error) {
      if (isUniqueViolation(error, EMAIL_KEY)) return false;
      throw error;
    }
  }

  /** The pending or confirmed address whose confirm token (hashed) is still valid at `now`. */
  findByConfirmTokenHash(hash: string, now: Date): Promise<NewsletterSubscriber | null> {
    return this.subscribers.findOneBy({
      confirmTokenHash: hash,
      confirmTokenExpiresAt: MoreThan(now),
      status: In(['pending', 'confirmed']),
    });
  }

  /** Confirms the address if it is still pending. */
  /** Confirms a pending subscriber; false when it was not pending (confirmed meanwhile). */
  async confirm(id: string, now: Date, manager?: EntityManager): Promise<boolean> {
    const repository = manager?.getRepository(NewsletterSubscriber) ?? this.subscribers;
    const result = await repository.update(
      { id, status: 'pending' },
      { status: 'confirmed', confirmedAt: now },
    );
    return (result.affected ?? 0) > 0;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.subscribers.manager.transaction(work);
  }

  findById(id: string): Promise<NewsletterSubscriber | null> {
    return this.subscribers.findOneBy({ id });
  }

  async delete(id: string): Promise<void> {
    await this.subscribers.delete({ id });
  }

  /** Every match, oldest first (the CSV export). */
  all(query: { q?: string; status?: NewsletterStatus }): Promise<NewsletterSubscriber[]> {
    return this.subscribers.find({
      where: searchWhere<NewsletterSubscriber>(
        query.status ? { status: query.status } : {},
        ['email'],
        query.q,
      ),
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  findByUnsubscribeTokenHash(hash: string): Promise<NewsletterSubscriber | null> {
    return this.subscribers.findOneBy({ unsubscribeTokenHash: hash });
  }

  /** Unsubscribes the address, and its confirm link stops working. */
  async unsubscribe(id: string, now: Date): Promise<void> {
    await this.subscribers.update(
      { id },
      {
        status: 'unsubscribed',
        unsubscribedAt: now,
        confirmTokenHash: null,
        confirmTokenExpiresAt: null,
      },
    );
  }

  /** Newest first, a page at a time; `q` matches the address, ignoring case. */
  async list(
    query: ListQuery & { status?: NewsletterStatus },
  ): Promise<Paged<NewsletterSubscriber>> {
    const [items, total] = await this.subscribers.findAndCount({
      where: searchWhere<NewsletterSubscriber>(
        query.status ? { status: query.status } : {},
        ['email'],
        query.q,
      ),
      order: { createdAt: 'DESC', id: 'ASC' },
      ...pageWindow(query),
    });
    return { items, total };
  }
}
