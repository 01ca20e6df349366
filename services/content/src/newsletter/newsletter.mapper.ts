import type { NewsletterSubscriber as NewsletterSubscriberBody } from '@sandglass/shared';
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
