import type { MailRequest } from '@sandglass/server';
import { CONTACT_INTERESTS } from '@sandglass/shared';
import type { ContactSubmission } from './contact-submission.entity.js';

const interestOf = (submission: ContactSubmission) =>
  CONTACT_INTERESTS.find((option) => option.value === submission.interest)?.label ??
  submission.interest;

/** Tells the sender their message arrived, with what they wrote; replying reaches the firm. */
export function contactReceipt(submission: ContactSubmission, firmEmail: string): MailRequest {
  return {
    template: 'contact-receipt',
    to: submission.email,
    replyTo: firmEmail,
    idempotencyKey: `contact-receipt:${submission.id}`,
    data: {
      firstName: submission.firstName,
      interest: interestOf(submission),
      message: submission.message,
    },
  };
}

/** Tells the firm about a new message; replying answers the sender. */
export function contactNotice(submission: ContactSubmission, firmEmail: string): MailRequest {
  const interest = interestOf(submission);
  return {
    template: 'contact-notice',
    to: firmEmail,
    replyTo: submission.email,
    idempotencyKey: `contact-notice:${submission.id}`,
    data: {
      firstName: submission.firstName,
      lastName: submission.lastName,
      email: submission.email,
      company: submission.company,
      interest,
      message: submission.message,
    },
  };
}
