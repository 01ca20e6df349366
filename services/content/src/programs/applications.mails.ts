import type { MailMessage } from '../mail/mailer.js';
import type { ProgramApplication } from './program-application.entity.js';
import type { Program } from './program.entity.js';

export interface FirmDetails {
  firmName: string;
  firmEmail: string;
  siteUrl: string;
}

/** What the applicant receives: a receipt, so they know the application arrived. */
export function applicationReceipt(
  application: ProgramApplication,
  program: Program,
  firm: FirmDetails,
): MailMessage {
  return {
    to: application.email,
    replyTo: firm.firmEmail,
    subject: `We received your application: ${program.name}`,
    text: [
      `Hi ${application.name},`,
      '',
      `Thank you for applying to the ${program.name} program (${program.duration}, remote) at ${firm.firmName}.`,
      'Our team reads every application and will get back to you by email.',
      '',
      'If you want to add anything, just reply to this email.',
      '',
      `The ${firm.firmName} team`,
      `${firm.siteUrl}/programs`,
    ].join('\n'),
  };
}

/** What the firm receives: everything needed to review, with replies going to the applicant. */
export function applicationNotification(
  application: ProgramApplication,
  program: Program,
  firm: FirmDetails,
): MailMessage {
  return {
    to: firm.firmEmail,
    replyTo: application.email,
    subject: `New application for ${program.name}: ${application.name}`,
    text: [
      `Program: ${program.name}`,
      `Name: ${application.name}`,
      `Email: ${application.email}`,
      `LinkedIn: ${application.linkedinUrl ?? '—'}`,
      `Portfolio: ${application.portfolioUrl ?? '—'}`,
      '',
      application.message,
      '',
      `Review it in the admin console: ${firm.siteUrl}/admin`,
    ].join('\n'),
  };
}
