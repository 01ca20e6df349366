import type { MailRequest } from '@sandglass/server';
import type { ProgramApplication } from './program-application.entity.js';
import type { Program } from './program.entity.js';

/** What the applicant receives: a receipt, so they know the application arrived. */
export function applicationReceipt(
  application: ProgramApplication,
  program: Program,
  firmEmail: string,
): MailRequest {
  return {
    template: 'application-receipt',
    to: application.email,
    replyTo: firmEmail,
    idempotencyKey: `application-receipt:${application.id}`,
    data: { name: application.name, programName: program.name, programDuration: program.duration },
  };
}

/** What the firm receives: everything needed to review, with replies going to the applicant. */
export function applicationNotice(
  application: ProgramApplication,
  program: Program,
  firmEmail: string,
): MailRequest {
  return {
    template: 'application-notice',
    to: firmEmail,
    replyTo: application.email,
    idempotencyKey: `application-notice:${application.id}`,
    data: {
      programName: program.name,
      name: application.name,
      email: application.email,
      linkedinUrl: application.linkedinUrl,
      portfolioUrl: application.portfolioUrl,
      message: application.message,
    },
  };
}
