import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock, MailClient, type ListQuery, type Paged, WebhookOutbox } from '@sandglass/server';
import type { NewsletterStatus } from '@sandglass/shared';
import type { NewsletterSubscriber } from './newsletter-subscriber.entity.js';
import { confirmationEmail } from './newsletter.mails.js';
import { NewsletterRepository } from './newsletter.repository.js';

export const CONFIRM_LINK_HOURS = 48;
/** A pending address gets at most one confirmation email per this many minutes. */
export const RESEND_MINUTES = 10;

const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

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

  /** Whether the token unsubscribed an address (following the link twice is fine). */
  async unsubscribe(token: string | undefined): Promise<boolean> {
    if (!token || !TOKEN.test(token)) return false;
    const subscriber = await this.subscribers.findByUnsubscribeTokenHash(hashToken(token));
    if (!subscriber) return false;
    if (subscriber.status !== 'unsubscribed') {
      await this.subscribers.unsubscribe(subscriber.id, this.clock.now());
    }
    return true;
  }

  /** Newest first; `q` matches the address. */
  list(query: ListQuery & { status?: NewsletterStatus }): Promise<Paged<NewsletterSubscriber>> {
    return this.subscribers.list(query);
  }
}
