import {
  BODY_MAX_LENGTH,
  PREHEADER_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  type NewsletterIssue,
  type NewsletterIssueCounts,
} from '@sandglass/shared';
import type { FormCheck } from '../forms/rules';

export interface IssueFormValues {
  subject: string;
  preheader: string;
  body: string;
}

export interface IssueInput {
  subject: string;
  preheader: string | null;
  body: string;
}

export const emptyIssueValues = (): IssueFormValues => ({ subject: '', preheader: '', body: '' });

export const issueValuesOf = (issue: NewsletterIssue): IssueFormValues => ({
  subject: issue.subject,
  preheader: issue.preheader ?? '',
  body: issue.body,
});

/** The same rules as the service's, in its words. */
export function checkIssue(values: IssueFormValues): FormCheck<IssueInput, keyof IssueFormValues> {
  const subject = values.subject.trim();
  const errors: Partial<Record<keyof IssueFormValues, string>> = {};
  if (!subject) errors.subject = 'Enter a subject.';
  else if (subject.length > TITLE_MAX_LENGTH)
    errors.subject = `Subject must be at most ${TITLE_MAX_LENGTH} characters.`;
  else if (/[\r\n]/.test(subject)) errors.subject = 'Subject must be one line.';
  if (values.preheader.trim().length > PREHEADER_MAX_LENGTH)
    errors.preheader = `Preheader must be at most ${PREHEADER_MAX_LENGTH} characters.`;
  if (!values.body.trim()) errors.body = 'Write the issue.';
  else if (values.body.length > BODY_MAX_LENGTH)
    errors.body = `Body must be at most ${BODY_MAX_LENGTH} characters.`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: { subject, preheader: values.preheader.trim() || null, body: values.body },
  };
}

/** Settled recipients of all: 0 to 100. */
export function progressPercent(counts: NewsletterIssueCounts): number {
  if (counts.recipients === 0) return 100;
  return Math.round(((counts.recipients - counts.queued) / counts.recipients) * 100);
}

/** "1,204 of 2,000 sent · 3 bounced · 1 failed · 2 skipped · 4 unsubscribed". */
export function countsSentence(counts: NewsletterIssueCounts): string {
  const n = (value: number) => value.toLocaleString('en-US');
  const parts = [`${n(counts.sent)} of ${n(counts.recipients)} sent`];
  if (counts.bounced) parts.push(`${n(counts.bounced)} bounced`);
  if (counts.failed) parts.push(`${n(counts.failed)} failed`);
  if (counts.skipped) parts.push(`${n(counts.skipped)} skipped`);
  if (counts.unsubscribed) parts.push(`${n(counts.unsubscribed)} unsubscribed`);
  return parts.join(' · ');
}

/** A datetime-local value (the admin's own time) as an ISO instant; undefined when invalid. */
export function scheduledInstant(local: string): string | undefined {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
