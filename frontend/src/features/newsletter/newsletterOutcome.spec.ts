import { describe, expect, it } from '@jest/globals';
import { NEWSLETTER_OUTCOME_TOASTS, newsletterOutcome } from './newsletterOutcome';

describe('newsletterOutcome', () => {
  it('knows the three outcomes the email links lead to', () => {
    expect(newsletterOutcome('confirmed')).toBe('confirmed');
    expect(newsletterOutcome('invalid')).toBe('invalid');
    expect(newsletterOutcome('unsubscribed')).toBe('unsubscribed');
    expect(newsletterOutcome('subscribed')).toBeUndefined();
    expect(newsletterOutcome(null)).toBeUndefined();
  });

  it('tells of an invalid link as a problem', () => {
    expect(NEWSLETTER_OUTCOME_TOASTS.invalid.variant).toBe('destructive');
    expect(NEWSLETTER_OUTCOME_TOASTS.confirmed.variant).toBeUndefined();
  });
});
