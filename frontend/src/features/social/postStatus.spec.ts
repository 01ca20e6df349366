import { describe, expect, it } from '@jest/globals';
import type { SocialDelivery } from '@sandglass/shared';
import { deliveryLabel, outcomeLabel, retryToastDescription } from './postStatus';

const delivery = (changes: Partial<SocialDelivery>): SocialDelivery => ({
  platform: 'facebook',
  status: 'queued',
  url: null,
  error: null,
  retryable: false,
  outcomeUnknown: false,
  attempts: 0,
  publishedAt: null,
  dueAt: null,
  metrics: null,
  metricsUnavailable: null,
  ...changes,
});

const NOW = Date.parse('2026-12-01T08:00:00Z');

describe('a post’s outcome in words', () => {
  it('names the platforms a post partly posted went out on', () => {
    expect(
      outcomeLabel({
        outcome: 'partly_posted',
        deliveries: [
          delivery({ platform: 'linkedin', status: 'posted' }),
          delivery({ platform: 'facebook', status: 'failed' }),
        ],
      }),
    ).toBe('Partly posted (LinkedIn)');
    expect(outcomeLabel({ outcome: 'failed', deliveries: [] })).toBe('Failed');
  });
});

describe('a delivery in words', () => {
  it('says until when a queued delivery waits, and why one failed', () => {
    expect(deliveryLabel(delivery({ dueAt: '2026-12-08T09:00:00Z' }), NOW, 'UTC')).toBe(
      'Waiting until Dec 8, 2026, 9:00 AM UTC',
    );
    expect(deliveryLabel(delivery({ dueAt: '2026-12-01T07:00:00Z' }), NOW, 'UTC')).toBe('Waiting');
    expect(deliveryLabel(delivery({ status: 'failed', error: 'Reconnect it.' }), NOW)).toBe(
      'Failed: Reconnect it.',
    );
  });
});

describe('what Retry says', () => {
  it('says a delivery of a post whose time has not come goes out at that time', () => {
    expect(
      retryToastDescription(
        { deliveries: [delivery({ dueAt: '2026-12-08T09:00:00Z' })] },
        NOW,
        'UTC',
      ),
    ).toBe('Facebook will go out at the scheduled time, Dec 8, 2026, 9:00 AM UTC.');
    expect(
      retryToastDescription({ deliveries: [delivery({ dueAt: '2026-12-01T08:00:00Z' })] }, NOW),
    ).toBe('The failed platforms will be tried again.');
  });
});
