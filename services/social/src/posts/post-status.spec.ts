import { postStatusOf } from './post-status.js';

describe('a post’s status from its deliveries', () => {
  it.each([
    [['queued', 'posted'], 'pending'],
    [['publishing', 'failed'], 'pending'],
    [['posted', 'posted'], 'posted'],
    [['posted', 'failed'], 'failed'],
    [['failed'], 'failed'],
    [['cancelled', 'cancelled'], 'cancelled'],
    [['posted', 'cancelled'], 'posted'],
    [[], 'cancelled'],
  ] as const)('%j → %s', (deliveries, status) => {
    expect(postStatusOf(deliveries)).toBe(status);
  });
});
