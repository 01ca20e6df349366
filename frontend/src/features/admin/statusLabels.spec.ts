import { describe, expect, it } from '@jest/globals';
import { APPLICATION_STATUSES } from '@sandglass/shared';
import { applicationStatusSentence } from './statusLabels';

describe('applicationStatusSentence', () => {
  it.each([
    ['new', 'Grace’s application is now marked as new.'],
    ['reviewing', 'Grace’s application is now in review.'],
    ['accepted', 'Grace’s application is now accepted.'],
    ['rejected', 'Grace’s application is now declined.'],
  ] as const)('reads %s as a sentence', (status, sentence) => {
    expect(applicationStatusSentence('Grace', status)).toBe(sentence);
  });

  it('never puts a bare status word after "now"', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(applicationStatusSentence('Grace', status)).not.toMatch(/now reviewing/);
    }
  });
});
