import {
  isSocialPlatform,
  maxPostLength,
  PLATFORM_MAX_LENGTH,
  postOutcomeOf,
  postStatusOf,
} from './social.js';

describe('maxPostLength', () => {
  it.each([
    ['twitter', 280],
    ['linkedin', 3000],
    ['facebook', 63206],
    ['instagram', 2200],
  ] as const)('gives %s its own limit of %i characters', (platform, length) => {
    expect(maxPostLength(platform)).toBe(length);
    expect(PLATFORM_MAX_LENGTH[platform]).toBe(length);
  });

  it('gives "all" the smallest limit, so one post fits every platform', () => {
    expect(maxPostLength('all')).toBe(280);
  });
});

describe('isSocialPlatform', () => {
  it('knows the four platforms and nothing else', () => {
    expect(isSocialPlatform('linkedin')).toBe(true);
    expect(isSocialPlatform('all')).toBe(false);
    expect(isSocialPlatform('myspace')).toBe(false);
    expect(isSocialPlatform(undefined)).toBe(false);
  });
});

describe('a post’s outcome and status from its deliveries', () => {
  it.each([
    [['queued', 'posted'], 'pending', 'pending'],
    [['publishing', 'failed'], 'pending', 'pending'],
    [['posted', 'posted'], 'posted', 'posted'],
    [['posted', 'failed'], 'partly_posted', 'failed'],
    [['failed', 'posted', 'cancelled'], 'partly_posted', 'failed'],
    [['failed'], 'failed', 'failed'],
    [['failed', 'cancelled'], 'failed', 'failed'],
    [['cancelled', 'cancelled'], 'cancelled', 'cancelled'],
    [['posted', 'cancelled'], 'posted', 'posted'],
    [[], 'cancelled', 'cancelled'],
  ] as const)('%j → %s (status %s)', (deliveries, outcome, status) => {
    expect(postOutcomeOf(deliveries)).toBe(outcome);
    expect(postStatusOf(postOutcomeOf(deliveries))).toBe(status);
  });
});
