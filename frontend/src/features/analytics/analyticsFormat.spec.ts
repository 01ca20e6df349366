import { describe, expect, it } from '@jest/globals';
import { changeOf, formatFigure, formatMoment, formatPointTime } from './analyticsFormat';

describe('formatFigure', () => {
  it('writes counts, rates, durations and ratios', () => {
    expect(formatFigure(12800, 'count')).toBe('12,800');
    expect(formatFigure(66.7, 'percent')).toBe('66.7%');
    expect(formatFigure(125, 'seconds')).toBe('2m 05s');
    expect(formatFigure(42, 'seconds')).toBe('42s');
    expect(formatFigure(1.666, 'decimal')).toBe('1.67');
  });
});

describe('changeOf', () => {
  it('compares counts relatively and rates in points', () => {
    expect(changeOf({ current: 120, previous: 100 }, 'count')).toEqual({
      text: '+20%',
      direction: 'up',
    });
    expect(changeOf({ current: 30, previous: 40 }, 'percent')).toEqual({
      text: '−10 pts',
      direction: 'down',
    });
    expect(changeOf({ current: 5, previous: 0 }, 'count')).toEqual({
      text: 'New',
      direction: 'up',
    });
    expect(changeOf({ current: 0, previous: 0 }, 'count')).toEqual({
      text: 'No change',
      direction: 'flat',
    });
  });
});

describe('formatMoment', () => {
  it('writes a moment in the chart’s style, 24-hour UTC', () => {
    expect(formatMoment('2026-11-23T14:05:09.000Z')).toBe('Nov 23, 14:05');
    expect(formatMoment('2026-11-23T00:00:00.000Z')).toBe('Nov 23, 00:00');
  });
});

describe('formatPointTime', () => {
  it('names days and hours in UTC', () => {
    expect(formatPointTime('2026-11-23T00:00:00.000Z', 'day')).toBe('Nov 23');
    expect(formatPointTime('2026-11-23T14:00:00.000Z', 'hour')).toBe('Nov 23, 14:00');
  });
});
