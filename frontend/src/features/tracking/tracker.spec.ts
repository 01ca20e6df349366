import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createEventQueue, createTracker, trackingAllowed, utmQuery } from './tracker';

function recording(allowed = true, path = '/portfolio') {
  const sent: unknown[] = [];
  const tracker = createTracker({
    allowed: () => allowed,
    send: (event) => sent.push(event),
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

describe('where a visit comes from', () => {
  it('sends the campaign tags of the address with page views, and nothing else of the query', () => {
    const sent: unknown[] = [];
    const tracker = createTracker({
      allowed: () => true,
      send: (event) => sent.push(event),
      path: () => '/',
      search: () => '?email=ada@example.com&utm_source=newsletter&utm_term=ai+funds',
      referrer: () => 'https://news.ycombinator.com/item?id=1',
    });
    tracker.track('page_view');
    tracker.track('scroll_depth', { value: 25 });
    tracker.track('page_view');
    expect(sent).toEqual([
      {
        type: 'page_view',
        path: '/?utm_source=newsletter&utm_term=ai+funds',
        referrer: 'https://news.ycombinator.com/item?id=1',
      },
      { type: 'scroll_depth', path: '/', value: 25 },
      { type: 'page_view', path: '/?utm_source=newsletter&utm_term=ai+funds' },
    ]);
  });

  it('keeps only the campaign tags of a query string', () => {
    expect(utmQuery('?utm_campaign=spring&q=1&utm_content=hero')).toBe(
      'utm_campaign=spring&utm_content=hero',
    );
    expect(utmQuery('?email=ada@example.com')).toBe('');
    expect(utmQuery('')).toBe('');
  });
});

describe('createEventQueue', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const event = (path: string) => ({ type: 'page_view' as const, path });

  function queued(delayMs = 2000) {
    const bodies: unknown[] = [];
    const queue = createEventQueue((body) => bodies.push(JSON.parse(body)), delayMs);
    return { queue, bodies };
  }

  it('sends the events of a burst as one batch once the first has waited its time', () => {
    const { queue, bodies } = queued();
    queue.push(event('/'));
    jest.advanceTimersByTime(1000);
    queue.push(event('/team'));
    expect(bodies).toEqual([]);
    jest.advanceTimersByTime(1000);
    expect(bodies).toEqual([{ events: [event('/'), event('/team')] }]);
    jest.advanceTimersByTime(5000);
    expect(bodies).toHaveLength(1);
  });

  it('sends at once when the batch is full, and what comes after in a batch of its own', () => {
    const { queue, bodies } = queued();
    for (let i = 0; i < 51; i += 1) queue.push(event(`/${i}`));
    expect(bodies).toHaveLength(1);
    expect((bodies[0] as { events: unknown[] }).events).toHaveLength(50);
    jest.advanceTimersByTime(2000);
    expect(bodies[1]).toEqual({ events: [event('/50')] });
  });

  it('sends what waits when asked (the page is hidden), and nothing when nothing waits', () => {
    const { queue, bodies } = queued();
    queue.flush();
    expect(bodies).toEqual([]);
    queue.push(event('/contact'));
    queue.flush();
    expect(bodies).toEqual([{ events: [event('/contact')] }]);
    jest.advanceTimersByTime(2000);
    expect(bodies).toHaveLength(1);
  });
});
