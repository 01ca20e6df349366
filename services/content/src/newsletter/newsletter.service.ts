import { Injectable } from '@nestjs/common';
import { Clock, MailClient, type ListQuery, type Paged, WebhookOutbox } from '@sandglass/server';
import type { NewsletterStatus } from '@sandglass/shared';
import type { NewsletterSubscriber } from './newsletter-subscriber.entity.js';
import { confirmationEmail } from './newsletter.mails.js';
import { NewsletterRepository } from './newsletter.repository.js';
import { NewsletterSubscriberNotFoundError } from './newsletter.errors.js';
import { issueMailKey } from './newsletter.mails.js';
import { NewsletterIssuesRepository } from './newsletter-issues.repository.js';
import { hashToken, newToken, TOKEN } from './newsletter-tokens.js';

export const CONFIRM_LINK_HOURS = 48;
/** A pending address gets at most one confirmation email per this many minutes. */
export const RESEND_MINUTES = 10;

/**
 * Double opt-in: an address is only mailed after its owner follows the confirmation link.
 * Tokens are random and stored hashed. The unsubscribe token is renewed with every
 * confirmation email, so the newest email's link is the one that works. Queries are
 * NewsletterRepository's.
 */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly subscribers: NewsletterRepository,
    private readonly issues: NewsletterIssuesRepository,
    private readonly mail: MailClient,
    private readonly webhooks: WebhookOutbox,
    private readonly clock: Clock,
  ) {}

  /**
   * Sends a confirmation email unless the address is already confirmed or was sent one a
   * moment ago. The caller learns nothing either way: the answer never depends on the list.
   */
  async subscribe(email: string): Promise<void> {
    const now = this.clock.now();
    const existing = await this.subscribers.findByEmail(email);
    if (existing?.status === 'confirmed') return;
    if (
      existing?.status === 'pending' &&
      existing.confirmationSentAt &&
      now.getTime() - existing.confirmationSentAt.getTime() < RESEND_MINUTES * 60_000
    ) {
      return;
    }
    const confirmToken = newToken();
    const unsubscribeToken = newToken();
    const fields = {
      status: 'pending' as const,
      confirmTokenHash: hashToken(confirmToken),
      confirmTokenExpiresAt: new Date(now.getTime() + CONFIRM_LINK_HOURS * 3_600_000),
      unsubscribeTokenHash: hashToken(unsubscribeToken),
      confirmationSentAt: now,
      unsubscribedAt: null,
    };
    // Not written when the same address signed up twice at once: the other request sends the email.
    if (!(await this.subscribers.writePending(email, existing?.id, fields))) return;
    await this.mail.send(
      confirmationEmail({
        to: email,
        confirmToken,
        confirmTokenHash: fields.confirmTokenHash,
        unsubscribeToken,
        validHours: CONFIRM_LINK_HOURS,
      }),
    );
  }

  /** Whether the token confirmed an address (following the link twice is fine). */
  async confirm(token: string | undefined): Promise<boolean> {
    if (!token || !TOKEN.test(token)) return false;
    const now = this.clock.now();
    const subscriber = await this.subscribers.findByConfirmTokenHash(hashToken(token), now);
    if (!subscriber) return false;
    if (subscriber.status === 'pending') {
      await this.subscribers.transaction(async (manager) => {
        if (!(await this.subscribers.confirm(subscriber.id, now, manager))) return;
        await this.webhooks.record(
          [
            {
              type: 'newsletter.subscriber.confirmed',
              userId: null,
              data: { id: subscriber.id, email: subscriber.email, confirmedAt: now.toISOString() },
            },
          ],
          manager,
        );
      });
    }
    // Following the emailed link proves the address: mail to it is sent again.
    await this.mail.liftSuppression(subscriber.email);
    return true;
  }

  /**
   * Whether the token is a known unsubscribe token: the confirmation email's, or an issue's
   * (each recipient of each issue has their own). Reads only: a GET never unsubscribes.
   */
  async knowsUnsubscribeToken(token: string | undefined): Promise<boolean> {
    if (!token || !TOKEN.test(token)) return false;
    const hash = hashToken(token);
    return (
      (await this.subscribers.findByUnsubscribeTokenHash(hash)) !== null ||
      (await this.issues.findRecipientByTokenHash(hash)) !== null
    );
  }

  /**
   * Whether the token unsubscribed an address (following the link twice is fine). The mails of
   * issues still waiting for their turn are withdrawn: nothing more is sent to the address.
   */
  async unsubscribe(token: string | undefined): Promise<boolean> {
    if (!token || !TOKEN.test(token)) return false;
    const now = this.clock.now();
    const hash = hashToken(token);
    let subscriber = await this.subscribers.findByUnsubscribeTokenHash(hash);
    if (!subscriber) {
      const recipient = await this.issues.findRecipientByTokenHash(hash);
      if (!recipient) return false;
      await this.issues.markUnsubscribed(recipient.id, now);
      subscriber = await this.subscribers.findById(recipient.subscriberId);
      if (!subscriber) return true;
    }
    if (subscriber.status !== 'unsubscribed') {
      await this.subscribers.unsubscribe(subscriber.id, now);
    }
    await this.withdrawQueuedMail(subscriber.id);
    return true;
  }

  /** Deletes a subscriber (admin); their issue mails still waiting are withdrawn first. */
  async remove(id: string): Promise<void> {
    const subscriber = await this.subscribers.findById(id);
    if (!subscriber) throw new NewsletterSubscriberNotFoundError();
    await this.subscribers.unsubscribe(id, this.clock.now());
    await this.withdrawQueuedMail(id);
    await this.subscribers.delete(id);
  }

  /** Every subscriber matching the filter, for the CSV export. */
  all(query: { q?: string; status?: NewsletterStatus }): Promise<NewsletterSubscriber[]> {
    return this.subscribers.all(query);
  }

  /**
   * Cancels the subscriber's issue mails that the worker has not taken yet (a mail being sent
   * at this moment goes out: that was their turn). Their recipients end `skipped` when the
   * issue's progress is next read.
   */
  private async withdrawQueuedMail(subscriberId: string): Promise<void> {
    const queued = await this.issues.queuedForSubscriber(subscriberId);
    if (queued.length > 0) {
      await this.mail.cancel(queued.map((row) => issueMailKey(row.issueId, row.id)));
    }
  }

  /** Newest first; `q` matches the address. */
  list(query: ListQuery & { status?: NewsletterStatus }): Promise<Paged<NewsletterSubscriber>> {
    return this.subscribers.list(query);
  }
}
