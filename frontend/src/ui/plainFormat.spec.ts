import { describe, expect, it } from '@jest/globals';
import { groupedNumber, longUtcDate } from './plainFormat';

describe('plainFormat', () => {
  it('writes every UTC day as Intl does in en-US with dateStyle long', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    const start = Date.UTC(2024, 0, 1);
    for (let day = 0; day < 800; day += 1) {
      const date = new Date(start + day * 86_400_000 + 23 * 3_600_000);
      expect(longUtcDate(date)).toBe(intl.format(date));
    }
  });

  it('groups thousands as Intl does in en-US', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [0, 7, 999, 1000, 4000, 12_345, 999_999, 1_000_000, -1234, 5000.9]) {
      expect(groupedNumber(value)).toBe(intl.format(Math.trunc(value)));
    }
  });
});
