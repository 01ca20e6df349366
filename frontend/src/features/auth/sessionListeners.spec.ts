import { describe, expect, it } from '@jest/globals';
import { refreshDelayMs } from './sessionListeners';

describe('refreshDelayMs', () => {
  it('renews a minute before a 15-minute token expires', () => {
    expect(refreshDelayMs(900)).toBe(840_000);
  });

  it('renews at three quarters of the life of a short token', () => {
    expect(refreshDelayMs(60)).toBe(45_000);
    expect(refreshDelayMs(100)).toBe(75_000);
  });

  it('never schedules in the past', () => {
    expect(refreshDelayMs(0)).toBe(0);
    expect(refreshDelayMs(-5)).toBe(0);
  });
});
