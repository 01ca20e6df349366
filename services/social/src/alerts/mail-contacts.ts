import { Inject, Injectable } from '@nestjs/common';
import { mailContactPath, type MailContact } from '@sandglass/server';
import { SOCIAL_CONFIG } from '../common/tokens.js';

/** What the lookup reads of the service's config (SocialConfig). */
export interface MailContactsSettings {
  readonly AUTH_URL: string;
}

/** How long the auth service may take to answer before the alert is tried again later. */
const LOOKUP_TIMEOUT_MS = 5_000;

/**
 * Whom to mail an alert to, asked of the auth service at AUTH_URL when the alert is sent
 * (`GET /internal/users/:id/mail-contact`, never routed by the gateway): the address, whether
 * it is verified and the member's notification settings, all kept there in one place.
 */
@Injectable()
export class MailContacts {
  constructor(@Inject(SOCIAL_CONFIG) private readonly settings: MailContactsSettings) {}

  /**
   * The member's contact, or null when the auth service knows no such member (deleted).
   * @throws when the auth service cannot answer (the alert's job is retried).
   */
  async of(userId: string): Promise<MailContact | null> {
    const response = await fetch(
      `${this.settings.AUTH_URL.replace(/\/+$/, '')}${mailContactPath(userId)}`,
      {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
      },
    );
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`The auth service answered ${response.status} for a mail contact.`);
    }
    return (await response.json()) as MailContact;
  }
}
