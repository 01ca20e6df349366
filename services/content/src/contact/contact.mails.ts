import { CONTACT_INTERESTS } from '@sandglass/shared';
import type { MailMessage } from '../mail/mailer.js';
import type { ContactSubmission } from './contact-submission.entity.js';

/** Tells the firm about a new message; replying answers the sender. */
export function contactNotification(
  submission: ContactSubmission,
  firm: { firmEmail: string; siteUrl: string },
): MailMessage {
  const interest =
    CONTACT_INTERESTS.find((option) => option.value === submission.interest)?.label ??
    submission.interest;
  const name = `${submission.firstName} ${submission.lastName}`;
  return {
    to: firm.firmEmail,
    replyTo: submission.email,
    subject: `New message from ${name}: ${interest}`,
    text: [
      `From: ${name} <${submission.email}>`,
      `Company: ${submission.company ?? '—'}`,
      `Interested in: ${interest}`,
      '',
      submission.message,
      '',
      `Reply to this email to answer ${submission.firstName}. All messages: ${firm.siteUrl}/admin`,
    ].join('\n'),
  };
}
