import { describe, expect, it } from '@jest/globals';
import { createTracker, trackingAllowed } from './tracker';

function recording(allowed = true, path = '/portfolio') {
  const sent: unknown[] = [];
  const tracker = createTracker({
    allowed: () => allowed,
    send: (body) => sent.push(JSON.parse(body)),
    path: () => path,
  });
  return { tracker, sent };
}

describe('trackingAllowed', () => {
  it('respects Do Not Track and Global Privacy Control', () => {
    expect(trackingAllowed({ doNotTrack: null })).toBe(true);
    expect(trackingAllowed({ doNotTrack: '0', globalPrivacyControl: false })).toBe(true);
    expect(trackingAllowed({ doNotTrack: '1' })).toBe(false);
    expect(trackingAllowed({ globalPrivacyControl: true })).toBe(false);
  });
});

describe('createTracker', () => {
  it('sends the event type, the path, and the value or details given', () => {
    const { tracker, sent } = recording();
    tracker.track('page_view');
    tracker.track('scroll_depth', { value: 50 });
    tracker.track('conversion', { meta: { action: 'portfolio_learn_more', company: 'bluewatch' } });
    expect(sent).toEqual([
      { type: 'page_view', path: '/portfolio' },
      { type: 'scroll_depth', path: '/portfolio', value: 50 },
      {
        type: 'conversion',
        path: '/portfolio',
        meta: { action: 'portfolio_learn_more', company: 'bluewatch' },
      },
    ]);
  });

  it('sends nothing when the visitor asked not to be tracked', () => {
    const { tracker, sent } = recording(false);
    tracker.track('page_view');
    expect(sent).toEqual([]);
  });

  it('keeps within the service’s limits: path length, ten details, short values', () => {
    const { tracker, sent } = recording(true, `/${'a'.repeat(400)}`);
    const meta = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`k${i}`, 'x'.repeat(300)]),
    );
    tracker.track('external_click', { meta });
    const [event] = sent as Array<{ path: string; meta: Record<string, string> }>;
    expect(event?.path).toHaveLength(300);
    expect(Object.keys(event?.meta ?? {})).toHaveLength(10);
    expect(event?.meta.k0).toHaveLength(200);
  });
});
