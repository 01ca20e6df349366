import type { ContactSubmission as ContactSubmissionBody } from '@sandglass/shared';
import type { ContactSubmission } from './contact-submission.entity.js';

/** The one place a contact message becomes an API body. */
export function toContactSubmission(submission: ContactSubmission): ContactSubmissionBody {
  return {
    id: submission.id,
    firstName: submission.firstName,
    lastName: submission.lastName,
    email: submission.email,
    company: submission.company,
    interest: submission.interest,
    message: submission.message,
    isRead: submission.isRead,
    createdAt: submission.createdAt.toISOString(),
  };
}
