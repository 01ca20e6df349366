import type {
  NewsletterIssue as NewsletterIssueBody,
  NewsletterIssueCounts,
  NewsletterIssueRecipient,
  NewsletterSubscriber as NewsletterSubscriberBody,
} from '@sandglass/shared';
import type { NewsletterIssue } from './newsletter-issue.entity.js';
import type { NewsletterRecipient } from './newsletter-recipient.entity.js';
import type { NewsletterSubscriber } from './newsletter-subscriber.entity.js';

/** The one place a subscriber becomes an API body. */
export function toNewsletterSubscriber(subscriber: NewsletterSubscriber): NewsletterSubscriberBody {
  return {
    id: subscriber.id,
    email: subscriber.email,
    status: subscriber.status,
    createdAt: subscriber.createdAt.toISOString(),
    confirmedAt: subscriber.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: subscriber.unsubscribedAt?.toISOString() ?? null,
  };
}

/** An issue as the API answers it, with its counts and the body as the mail shows it. */
export function toNewsletterIssue(
  issue: NewsletterIssue,
  counts: NewsletterIssueCounts,
  bodyHtml: string,
): NewsletterIssueBody {
  return {
    id: issue.id,
    subject: issue.subject,
    preheader: issue.preheader,
    body: issue.body,
    bodyHtml,
    articleSlug: issue.articleSlug,
    status: issue.status,
    scheduledAt: issue.scheduledAt?.toISOString() ?? null,
    sendingStartedAt: issue.sendingStartedAt?.toISOString() ?? null,
    sentAt: issue.sentAt?.toISOString() ?? null,
    counts,
    createdAt: issue.createdAt.toISOString(),
    updatedAt: issue.updatedAt.toISOString(),
  };
}

export function toNewsletterIssueRecipient(
  recipient: NewsletterRecipient,
): NewsletterIssueRecipient {
  return {
    id: recipient.id,
    email: recipient.email,
    status: recipient.status,
    error: recipient.error,
    sentAt: recipient.sentAt?.toISOString() ?? null,
    unsubscribedAt: recipient.unsubscribedAt?.toISOString() ?? null,
  };
}

/** One CSV line per subscriber (RFC 4180 quoting; a leading =, +, - or @ is defused). */
export function subscribersCsv(subscribers: readonly NewsletterSubscriber[]): string {
  const cell = (value: string | null) => {
    const text = value ?? '';
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = subscribers.map((s) =>
    [
      s.email,
      s.status,
      s.createdAt.toISOString(),
      s.confirmedAt?.toISOString() ?? null,
      s.unsubscribedAt?.toISOString() ?? null,
    ]
      .map(cell)
      .join(','),
  );
  return (
    ['email,status,subscribed_at,confirmed_at,unsubscribed_at', ...lines].join('\r\n') + '\r\n'
  );
}
