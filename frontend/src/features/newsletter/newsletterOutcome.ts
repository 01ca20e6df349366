import { NEWSLETTER_OUTCOMES, type NewsletterOutcome } from '@sandglass/shared';
import type { ToastOptions } from '../../ui/toastStore';

/** What a visitor is told on landing at `/?newsletter=<outcome>` from an email link. */
export const NEWSLETTER_OUTCOME_TOASTS: Record<NewsletterOutcome, ToastOptions> = {
  confirmed: {
    title: 'Subscription confirmed',
    description: 'Thank you. Our next insights will arrive in your inbox.',
  },
  invalid: {
    title: 'This link is no longer valid',
    description:
      'It may have expired or been used already. Subscribe again from the Insights page.',
    variant: 'destructive',
  },
  unsubscribed: {
    title: 'You have been unsubscribed',
    description:
      'You will not receive our newsletter any more. You can subscribe again at any time.',
  },
};

export function newsletterOutcome(value: string | null): NewsletterOutcome | undefined {
  return (NEWSLETTER_OUTCOMES as readonly (string | null)[]).includes(value)
    ? (value as NewsletterOutcome)
    : undefined;
}
