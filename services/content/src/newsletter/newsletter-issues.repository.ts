import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { firstRow, pageWindow, type ListQuery, type Paged } from '@sandglass/server';
import type {
  NewsletterIssueCounts,
  NewsletterIssueStatus,
  NewsletterRecipientStatus,
} from '@sandglass/shared';
import { DataSource, IsNull, type EntityManager, type Repository } from 'typeorm';
import { NewsletterIssue } from './newsletter-issue.entity.js';
import { NewsletterRecipient } from './newsletter-recipient.entity.js';

/** A recipient as the snapshot writes it. */
export interface RecipientRow {
  id: string;
  subscriberId: string;
  email: string;
  unsubscribeTokenHash: string;
}

/** A recipient's mail settled: what its row becomes. */
export interface RecipientOutcome {
  id: string;
  status: Exclude<NewsletterRecipientStatus, 'queued'>;
  error: string | null;
  sentAt: Date | null;
}

const EMPTY_COUNTS: NewsletterIssueCounts = {
  recipients: 0,
  queued: 0,
  sent: 0,
  failed: 0,
  bounced: 0,
  skipped: 0,
  unsubscribed: 0,
};

/** Every query of newsletter issues and their recipients. */
@Injectable()
export class NewsletterIssuesRepository {
  constructor(
    @InjectRepository(NewsletterIssue) private readonly issues: Repository<NewsletterIssue>,
    @InjectRepository(NewsletterRecipient)
    private readonly recipients: Repository<NewsletterRecipient>,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  findById(id: string): Promise<NewsletterIssue | null> {
    return this.issues.findOneBy({ id });
  }

  insert(issue: Pick<NewsletterIssue, 'subject' | 'preheader' | 'body' | 'articleSlug'>) {
    return this.issues.save(this.issues.create(issue));
  }

  save(issue: NewsletterIssue): Promise<NewsletterIssue> {
    return this.issues.save(issue);
  }

  /** Deletes the issue if it is still a draft; false when it is not (or is gone). */
  async deleteDraft(id: string): Promise<boolean> {
    const result = await this.issues.delete({ id, status: 'draft' });
    return (result.affected ?? 0) > 0;
  }

  /** Newest first, a page at a time. */
  async list(query: ListQuery): Promise<Paged<NewsletterIssue>> {
    const [items, total] = await this.issues.findAndCount({
      order: { createdAt: 'DESC', id: 'ASC' },
      ...pageWindow(query),
    });
    return { items, total };
  }

  /**
   * Moves the issue from one status to another in one conditional update (so two requests, or
   * two replicas, never both do it); null when it was not in `from`.
   */
  async transition(
    id: string,
    from: readonly NewsletterIssueStatus[],
    to: Partial<Pick<NewsletterIssue, 'status' | 'scheduledAt' | 'sendingStartedAt' | 'sentAt'>>,
    manager?: EntityManager,
    dueBy?: Date,
  ): Promise<NewsletterIssue | null> {
    const db = manager ?? this.db.manager;
    const result = await db
      .createQueryBuilder()
      .update(NewsletterIssue)
      .set(to)
      .where('id = :id AND status IN (:...from)', { id, from })
      .andWhere(dueBy ? 'scheduled_at <= :dueBy' : 'TRUE', { dueBy })
      .returning('id')
      .execute();
    if (!firstRow(result.raw as { id: string }[])) return null;
    return db.getRepository(NewsletterIssue).findOneBy({ id });
  }

  /** Scheduled issues whose time has come. */
  async dueScheduled(now: Date): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM content.newsletter_issues
        WHERE status = 'scheduled' AND scheduled_at <= $1 ORDER BY scheduled_at`,
      [now],
    );
    return rows.map(({ id }) => id);
  }

  async sendingIds(): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT id FROM content.newsletter_issues WHERE status = 'sending'`,
    );
    return rows.map(({ id }) => id);
  }

  /** The confirmed subscribers of this moment, in the order they confirmed. */
  confirmedSubscribers(manager: EntityManager): Promise<{ id: string; email: string }[]> {
    return manager.query(
      `SELECT id, email FROM content.newsletter_subscribers
        WHERE status = 'confirmed' ORDER BY confirmed_at, id`,
    );
  }

  /** Writes the snapshot's recipients, 2,000 a statement. */
  async insertRecipients(
    issueId: string,
    rows: readonly RecipientRow[],
    manager: EntityManager,
  ): Promise<void> {
    for (let i = 0; i < rows.length; i += 2_000) {
      await manager.query(
        `INSERT INTO content.newsletter_recipients
                (id, issue_id, subscriber_id, email, unsubscribe_token_hash)
         SELECT r.id, $1, r."subscriberId", r.email, r."unsubscribeTokenHash"
           FROM jsonb_to_recordset($2::jsonb)
             AS r(id uuid, "subscriberId" uuid, email text, "unsubscribeTokenHash" text)`,
        [issueId, JSON.stringify(rows.slice(i, i + 2_000))],
      );
    }
  }

  /** The issue's recipients still waiting for their mail's outcome. */
  queuedRecipients(issueId: string): Promise<{ id: string; subscriberId: string }[]> {
    return this.db.query(
      `SELECT id, subscriber_id AS "subscriberId" FROM content.newsletter_recipients
        WHERE issue_id = $1 AND status = 'queued'`,
      [issueId],
    );
  }

  /** A subscriber's recipients, in any issue, whose mail has not gone out yet. */
  queuedForSubscriber(
    subscriberId: string,
    manager?: EntityManager,
  ): Promise<{ id: string; issueId: string }[]> {
    return (manager ?? this.db.manager).query(
      `SELECT id, issue_id AS "issueId" FROM content.newsletter_recipients
        WHERE subscriber_id = $1 AND status = 'queued'`,
      [subscriberId],
    );
  }

  /** Records settled mails (only over rows still queued: a second refresh changes nothing). */
  async settle(outcomes: readonly RecipientOutcome[], manager?: EntityManager): Promise<void> {
    for (let i = 0; i < outcomes.length; i += 5_000) {
      await (manager ?? this.db.manager).query(
        `UPDATE content.newsletter_recipients r
            SET status = o.status::content.newsletter_recipient_status, error = o.error,
                sent_at = o."sentAt", updated_at = now()
           FROM jsonb_to_recordset($1::jsonb) AS o(id uuid, status text, error text,
                "sentAt" timestamptz)
          WHERE r.id = o.id AND r.status = 'queued'`,
        [JSON.stringify(outcomes.slice(i, i + 5_000))],
      );
    }
  }

  /** Subscribers whose address bounced: not mailed again until they confirm again. */
  async markSubscribersBounced(ids: readonly string[], manager?: EntityManager): Promise<void> {
    if (ids.length === 0) return;
    await (manager ?? this.db.manager).query(
      `UPDATE content.newsletter_subscribers SET status = 'bounced', updated_at = now()
        WHERE id = ANY($1) AND status = 'confirmed'`,
      [ids],
    );
  }

  findRecipientByTokenHash(hash: string): Promise<NewsletterRecipient | null> {
    return this.recipients.findOneBy({ unsubscribeTokenHash: hash });
  }

  async markUnsubscribed(recipientId: string, now: Date): Promise<void> {
    await this.recipients.update(
      { id: recipientId, unsubscribedAt: IsNull() },
      {
        unsubscribedAt: now,
      },
    );
  }

  async counts(
    issueIds: readonly string[],
    manager?: EntityManager,
  ): Promise<Map<string, NewsletterIssueCounts>> {
    const rows: { issueId: string; status: NewsletterRecipientStatus; n: string; u: string }[] =
      issueIds.length === 0
        ? []
        : await (manager ?? this.db.manager).query(
            `SELECT issue_id AS "issueId", status, count(*) AS n,
                    count(unsubscribed_at) AS u
               FROM content.newsletter_recipients
              WHERE issue_id = ANY($1) GROUP BY issue_id, status`,
            [issueIds],
          );
    const counts = new Map(issueIds.map((id) => [id, { ...EMPTY_COUNTS }]));
    for (const row of rows) {
      const entry = counts.get(row.issueId)!;
      entry[row.status] += Number(row.n);
      entry.recipients += Number(row.n);
      entry.unsubscribed += Number(row.u);
    }
    return counts;
  }

  /** The issue's recipients, by address, a page at a time; `status` narrows them. */
  async listRecipients(
    issueId: string,
    query: ListQuery & { status?: NewsletterRecipientStatus },
  ): Promise<Paged<NewsletterRecipient>> {
    const [items, total] = await this.recipients.findAndCount({
      where: { issueId, ...(query.status ? { status: query.status } : {}) },
      order: { email: 'ASC', id: 'ASC' },
      ...pageWindow(query),
    });
    return { items, total };
  }
}
