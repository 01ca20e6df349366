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
