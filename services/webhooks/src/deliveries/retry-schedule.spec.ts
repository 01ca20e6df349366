import { nextRetryAt, outcomeOf, RETRY_DELAYS_MS } from './retry-schedule.js';

describe('the retry schedule', () => {
  it('tries again for about a day, then stops', () => {
    const hours = RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) / 3_600_000;
    expect(hours).toBeGreaterThan(24);
    expect(hours).toBeLessThan(30);
    const now = new Date('2026-01-01T00:00:00Z');
    expect(nextRetryAt(1, now)).toEqual(new Date('2026-01-01T00:00:05Z'));
    expect(nextRetryAt(RETRY_DELAYS_MS.length, now)).not.toBeNull();
    expect(nextRetryAt(RETRY_DELAYS_MS.length + 1, now)).toBeNull();
  });

  it.each([
    [200, 'delivered'],
    [204, 'delivered'],
    [410, 'gone'],
    [500, 'retry'],
    [503, 'retry'],
    [429, 'retry'],
    [400, 'failed'],
    [404, 'failed'],
    [301, 'failed'],
  ])('treats %i as %s', (status, kind) => {
    expect(outcomeOf(status).kind).toBe(kind);
  });

  it('says a redirect is not followed', () => {
    expect(outcomeOf(302)).toMatchObject({
      error: expect.stringMatching(/redirects are not followed/),
    });
  });
});
