import type { MailRequest } from '@sandglass/server';

/**
 * The double opt-in email (its template adds RFC 8058 one-click unsubscribe headers). Each
 * email carries fresh tokens, so the confirm token's hash keys it: one email per sign-up.
 */
export function confirmationEmail(options: {
  to: string;
  confirmToken: string;
  confirmTokenHash: string;
  unsubscribeToken: string;
  validHours: number;
}): MailRequest {
  return {
    template: 'newsletter-confirmation',
    to: options.to,
    idempotencyKey: `newsletter-confirmation:${options.confirmTokenHash}`,
    data: {
      confirmToken: options.confirmToken,
      unsubscribeToken: options.unsubscribeToken,
      validHours: options.validHours,
    },
  };
}

/** The idempotency key of an issue's mail to one recipient: one mail per (issue, recipient). */
export const issueMailKey = (issueId: string, recipientId: string) =>
  `newsletter-issue:${issueId}:${recipientId}`;

/** What every mail of one issue says (its revision changes with each edit). */
export interface IssueContent {
  issueId: string;
  revision: string;
  subject: string;
  preheader: string | null;
  /** Rendered and sanitised, with absolute links. */
  html: string;
}

/** An issue's mail to one address, with that recipient's unsubscribe token. */
export function issueEmail(
  content: IssueContent,
  options: {
    to: string;
    idempotencyKey: string;
    unsubscribeToken: string;
    delayMs?: number;
    test?: boolean;
  },
): MailRequest {
  return {
    template: 'newsletter-issue',
    to: options.to,
    idempotencyKey: options.idempotencyKey,
    delayMs: options.delayMs,
    data: { ...content, unsubscribeToken: options.unsubscribeToken, test: options.test },
  };
}
