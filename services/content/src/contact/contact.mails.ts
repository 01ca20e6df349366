import type { MailRequest } from '@sandglass/server';
import { CONTACT_INTERESTS } from '@sandglass/shared';
import type { ContactSubmission } from './contact-submission.entity.js';

/** Tells the firm about a new message; replying answers the sender. */
export function contactNotice(submission: ContactSubmission, firmEmail: string): MailRequest {
  const interest =
    CONTACT_INTERESTS.find((option) => option.value === submission.interest)?.label ??
    submission.interest;
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
