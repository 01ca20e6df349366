import { describe, expect, it } from '@jest/globals';
import type { NewsletterIssueCounts } from '@sandglass/shared';
import { checkIssue, countsSentence, progressPercent } from './issueForm';

const counts = (over: Partial<NewsletterIssueCounts>): NewsletterIssueCounts => ({
  recipients: 0,
  queued: 0,
  sent: 0,
  failed: 0,
  bounced: 0,
  skipped: 0,
  unsubscribed: 0,
  ...over,
});

describe('the issue form', () => {
  it('asks for a subject and a body in the service’s words', () => {
    expect(checkIssue({ subject: ' ', preheader: '', body: '' })).toEqual({
      ok: false,
      errors: { subject: 'Enter a subject.', body: 'Write the issue.' },
    });
    expect(checkIssue({ subject: ' Hi ', preheader: ' ', body: 'Text' })).toEqual({
      ok: true,
      input: { subject: 'Hi', preheader: null, body: 'Text' },
    });
  });

  it('says how far a send has come', () => {
    expect(progressPercent(counts({ recipients: 4, queued: 1, sent: 3 }))).toBe(75);
    expect(progressPercent(counts({}))).toBe(100);
    expect(
      countsSentence(counts({ recipients: 2000, sent: 1204, bounced: 3, unsubscribed: 4 })),
    ).toBe('1,204 of 2,000 sent · 3 bounced · 4 unsubscribed');
  });
});
