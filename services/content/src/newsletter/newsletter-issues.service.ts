import { Inject, Injectable } from '@nestjs/common';
import {
  Clock,
  LOGGER,
  MailClient,
  ValidationFailedError,
  WebhookOutbox,
  type ListQuery,
  type MailOutcome,
  type Paged,
} from '@sandglass/server';
import type {
  NewsletterIssueCounts,
  NewsletterIssueInput,
  NewsletterIssueUpdate,
  NewsletterRecipientStatus,
} from '@sandglass/shared';
import { PREHEADER_MAX_LENGTH } from '@sandglass/shared';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { BlogRepository } from '../blog/blog.repository.js';
import { renderMarkdown } from '../blog/markdown.js';
import type { ContentConfig } from '../config.js';
import { CONTENT_CONFIG } from '../tokens.js';
import {
  NewsletterArticleNotFoundError,
  NewsletterIssueNotDraftError,
  NewsletterIssueNotFoundError,
  NewsletterIssueNotScheduledError,
} from './newsletter.errors.js';
import { issueEmail, issueMailKey, type IssueContent } from './newsletter.mails.js';
import type { NewsletterIssue } from './newsletter-issue.entity.js';
import {
  NewsletterIssuesRepository,
  type RecipientOutcome,
  type RecipientRow,
} from './newsletter-issues.repository.js';
import type { NewsletterRecipient } from './newsletter-recipient.entity.js';
import { hashToken, newToken } from './newsletter-tokens.js';

/** Recipients' mails handed to the pipeline per insert. */
const SEND_BATCH = 2_000;

/**
 * Newsletter issues (ARCHITECTURE.md "Mail"): written as drafts, sent once. Sending snapshots
 * the confirmed subscribers as recipient rows and hands one mail per recipient to the mail
 * pipeline in the same transaction (idempotency key per issue and recipient), each due at its
 * turn under NEWSLETTER_RATE_PER_SECOND; the pipeline sends each exactly once, whatever
 * happens to the worker or Redis. Progress is read back from the pipeline (refresh).
 */
@Injectable()
export class NewsletterIssuesService {
  private readonly refreshing = new Map<string, Promise<void>>();

  constructor(
    private readonly issues: NewsletterIssuesRepository,
    private readonly articles: BlogRepository,
    private readonly mail: MailClient,
    private readonly webhooks: WebhookOutbox,
    private readonly clock: Clock,
    @Inject(CONTENT_CONFIG) private readonly config: ContentConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async create(input: NewsletterIssueInput): Promise<NewsletterIssue> {
    if (input.articleSlug !== undefined)
      return this.issues.insert(await this.fromArticle(input.articleSlug));
    return this.issues.insert({
      subject: input.subject,
      preheader: input.preheader ?? null,
      body: input.body,
      articleSlug: null,
    });
  }

  list(query: ListQuery): Promise<Paged<NewsletterIssue>> {
    return this.issues.list(query);
  }

  async get(id: string): Promise<NewsletterIssue> {
    const issue = await this.issues.findById(id);
    if (!issue) throw new NewsletterIssueNotFoundError();
    if (issue.status === 'sending') {
      await this.refresh(issue.id);
      return (await this.issues.findById(id)) ?? issue;
    }
    return issue;
  }

  async update(id: string, patch: NewsletterIssueUpdate): Promise<NewsletterIssue> {
    const issue = await this.get(id);
    if (issue.status !== 'draft') throw new NewsletterIssueNotDraftError(issue.status, 'changed');
    if (patch.subject !== undefined) issue.subject = patch.subject;
    if (patch.preheader !== undefined) issue.preheader = patch.preheader;
    if (patch.body !== undefined) issue.body = patch.body;
    return this.issues.save(issue);
  }

  async remove(id: string): Promise<void> {
    if (await this.issues.deleteDraft(id)) return;
    const issue = await this.get(id);
    throw new NewsletterIssueNotDraftError(issue.status, 'deleted');
  }

  /** One mail of the issue to this address only, marked "[Test]"; its unsubscribe link is inert. */
  async sendTest(id: string, email: string): Promise<void> {
    const issue = await this.get(id);
    await this.mail.send(
      issueEmail(this.content(issue), {
        to: email,
        idempotencyKey: `newsletter-test:${issue.id}:${randomUUID()}`,
        unsubscribeToken: newToken(),
        test: true,
      }),
    );
  }

  /** Sends the issue now, or schedules it for `scheduledAt`. Only a draft can be sent. */
  async send(id: string, scheduledAt?: Date): Promise<NewsletterIssue> {
    const now = this.clock.now();
    if (scheduledAt) {
      if (scheduledAt.getTime() <= now.getTime()) {
        throw new ValidationFailedError([
          {
            field: 'scheduledAt',
            message: 'Choose a time in the future, or leave it out to send now.',
          },
        ]);
      }
      const scheduled = await this.issues.transition(id, ['draft'], {
        status: 'scheduled',
        scheduledAt,
      });
      if (scheduled) return scheduled;
    } else {
      const sending = await this.startSending(id, ['draft'], now);
      if (sending) return sending;
    }
    const issue = await this.get(id);
    throw new NewsletterIssueNotDraftError(issue.status, 'sent');
  }

  /** Takes a scheduled issue back to a draft. */
  async cancel(id: string): Promise<NewsletterIssue> {
    const draft = await this.issues.transition(id, ['scheduled'], {
      status: 'draft',
      scheduledAt: null,
    });
    if (draft) return draft;
    const issue = await this.get(id);
    throw new NewsletterIssueNotScheduledError(issue.status);
  }

  async recipients(
    id: string,
    query: ListQuery & { status?: NewsletterRecipientStatus },
  ): Promise<Paged<NewsletterRecipient>> {
    await this.get(id);
    return this.issues.listRecipients(id, query);
  }

  counts(issueIds: readonly string[]): Promise<Map<string, NewsletterIssueCounts>> {
    return this.issues.counts(issueIds);
  }

  /** The body as the mail shows it: rendered, sanitised, with site-relative links made absolute. */
  bodyHtml(issue: Pick<NewsletterIssue, 'body'>): string {
    return renderMarkdown(issue.body).replace(
      /(\s(?:href|src)=")\/(?!\/)/g,
      `$1${this.config.siteUrl}/`,
    );
  }

  /** Sends the scheduled issues whose time has come and records the progress of those sending. */
  async tick(): Promise<void> {
    const now = this.clock.now();
    for (const id of await this.issues.dueScheduled(now)) {
      const issue = await this.startSending(id, ['scheduled'], now, now);
      if (issue) this.logger.info({ issueId: id }, 'scheduled newsletter issue is going out');
    }
    for (const id of await this.issues.sendingIds()) await this.refresh(id);
  }

  /**
   * Snapshots the confirmed subscribers as recipients and hands their mails to the pipeline,
   * all in one transaction with the move to `sending` (so a crash keeps all or nothing, and
   * only one request or replica does it). Null when the issue was not in `from` (or not due).
   */
  private startSending(
    id: string,
    from: readonly ('draft' | 'scheduled')[],
    now: Date,
    dueBy?: Date,
  ): Promise<NewsletterIssue | null> {
    return this.issues.transaction(async (manager) => {
      const issue = await this.issues.transition(
        id,
        from,
        { status: 'sending', sendingStartedAt: now },
        manager,
        dueBy,
      );
      if (!issue) return null;
      const subscribers = await this.issues.confirmedSubscribers(manager);
      const tokens: string[] = [];
      const rows: RecipientRow[] = subscribers.map((subscriber) => {
        const token = newToken();
        tokens.push(token);
        return {
          id: randomUUID(),
          subscriberId: subscriber.id,
          email: subscriber.email,
          unsubscribeTokenHash: hashToken(token),
        };
      });
      await this.issues.insertRecipients(issue.id, rows, manager);
      const content = this.content(issue);
      const rate = this.config.NEWSLETTER_RATE_PER_SECOND;
      for (let i = 0; i < rows.length; i += SEND_BATCH) {
        await this.mail.sendMany(
          rows.slice(i, i + SEND_BATCH).map((row, j) =>
            issueEmail(content, {
              to: row.email,
              idempotencyKey: issueMailKey(issue.id, row.id),
              unsubscribeToken: tokens[i + j],
              // Each one due at its turn: the pace NEWSLETTER_RATE_PER_SECOND sets.
              delayMs: rate > 0 ? Math.floor(((i + j) * 1_000) / rate) : undefined,
            }),
          ),
          manager,
        );
      }
      if (rows.length === 0) return this.markSent(issue.id, now, manager);
      this.logger.info({ issueId: issue.id, recipients: rows.length }, 'newsletter issue sending');
      return issue;
    });
  }

  /** Reads the outcome of the issue's queued mails from the pipeline; one run per issue at once. */
  refresh(issueId: string): Promise<void> {
    let running = this.refreshing.get(issueId);
    if (!running) {
      running = this.readOutcomes(issueId).finally(() => this.refreshing.delete(issueId));
      this.refreshing.set(issueId, running);
    }
    return running;
  }

  private async readOutcomes(issueId: string): Promise<void> {
    const queued = await this.issues.queuedRecipients(issueId);
    let left = queued.length;
    for (let i = 0; i < queued.length; i += 5_000) {
      const batch = queued.slice(i, i + 5_000);
      const byKey = new Map(batch.map((row) => [issueMailKey(issueId, row.id), row]));
      const settled: RecipientOutcome[] = [];
      const bounced: string[] = [];
      for (const outcome of await this.mail.outcomes([...byKey.keys()])) {
        const recipient = byKey.get(outcome.key)!;
        const change = recipientOutcome(recipient.id, outcome);
        if (!change) continue;
        settled.push(change);
        if (change.status === 'bounced') bounced.push(recipient.subscriberId);
      }
      left -= settled.length;
      await this.issues.transaction(async (manager) => {
        await this.issues.settle(settled, manager);
        await this.issues.markSubscribersBounced(bounced, manager);
      });
    }
    if (left === 0) {
      await this.issues.transaction((manager) => this.markSent(issueId, this.clock.now(), manager));
    }
  }

  /**
   * Every recipient settled: the issue is sent, and in the same transaction the
   * `newsletter.issue.sent` webhook event is written (once: only the move to `sent` writes it).
   */
  private async markSent(
    issueId: string,
    sentAt: Date,
    manager: EntityManager,
  ): Promise<NewsletterIssue | null> {
    const sent = await this.issues.transition(
      issueId,
      ['sending'],
      { status: 'sent', sentAt },
      manager,
    );
    if (!sent) return null;
    const counts = (await this.issues.counts([issueId], manager)).get(issueId);
    await this.webhooks.record(
      [
        {
          type: 'newsletter.issue.sent',
          userId: null,
          data: { id: sent.id, subject: sent.subject, sentAt: sentAt.toISOString(), counts },
        },
      ],
      manager,
    );
    return sent;
  }

  private content(issue: NewsletterIssue): IssueContent {
    return {
      issueId: issue.id,
      revision: issue.updatedAt.toISOString(),
      subject: issue.subject,
      preheader: issue.preheader,
      html: this.bodyHtml(issue),
    };
  }

  /** An issue that starts from an insights article: its title, excerpt, image and a link. */
  private async fromArticle(slug: string) {
    const post = await this.articles.findBySlug(slug);
    if (!post) throw new NewsletterArticleNotFoundError(slug);
    const link = `${this.config.siteUrl}/insights/${encodeURIComponent(post.slug)}`;
    const alt = post.title.replace(/[[\]\\]/g, '');
    const body = [
      post.featuredImageUrl ? `![${alt}](${post.featuredImageUrl})` : null,
      post.excerpt,
      `[Read “${alt}” on our site](${link})`,
    ]
      .filter((part): part is string => part !== null)
      .join('\n\n');
    return {
      subject: post.title,
      preheader: post.excerpt.slice(0, PREHEADER_MAX_LENGTH),
      body,
      articleSlug: post.slug,
    };
  }
}

/** What a recipient's row becomes once its mail is settled; null while it is not. */
function recipientOutcome(id: string, outcome: MailOutcome): RecipientOutcome | null {
  switch (outcome.status) {
    case 'sent':
      return { id, status: 'sent', error: null, sentAt: outcome.sentAt };
    case 'failed':
      return {
        id,
        status: outcome.bounced ? 'bounced' : 'failed',
        error: outcome.error,
        sentAt: null,
      };
    case 'suppressed':
    case 'cancelled':
      return {
        id,
        status: 'skipped',
        error:
          outcome.status === 'cancelled'
            ? 'Not sent: they unsubscribed (or were removed) before their turn.'
            : outcome.error,
        sentAt: null,
      };
    case 'queued':
    case 'sending':
      return null;
  }
}
