import type { NotificationSettings } from '@sandglass/shared';

/**
 * Where the other services learn whom to mail about a user (`GET
 * /internal/users/:id/mail-contact` at the auth service): social asks it before each alert.
 * Not under `/api`, so the gateway never routes it: only the services reach it, as they reach
 * `POST /internal/api-tokens/verify`.
 */
export const mailContactPath = (userId: string) =>
  `/internal/users/${encodeURIComponent(userId)}/mail-contact`;

/** The answer: the address, whether its owner proved it, and which alerts they want. */
export interface MailContact {
  email: string;
  firstName: string;
  emailVerified: boolean;
  notifications: NotificationSettings;
}
