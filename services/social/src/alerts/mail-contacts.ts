import { Inject, Injectable } from '@nestjs/common';
import { mailContactPath, type MailContact } from '@sandglass/server';
import { SOCIAL_CONFIG } from '../common/tokens.js';

/** What the lookup reads of the service's config (SocialConfig). */
export interface MailContactsSettings {
  readonly AUTH_URL: string;
}

/** The auth service could not say whom to mail now; the alert is tried again later. */
export class MailContactUnavailableError extends Error {
  override name = 'MailContactUnavailableError';
  constructor(why: string) {
    super(`The auth service did not give a mail contact: ${why}.`);
  }
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
   * @throws MailContactUnavailableError when the auth service cannot answer now.
   */
  async of(userId: string): Promise<MailContact | null> {
    let response: Response;
    try {
      response = await fetch(
        `${this.settings.AUTH_URL.replace(/\/+$/, '')}${mailContactPath(userId)}`,
        {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
        },
      );
    } catch (error) {
      throw new MailContactUnavailableError(`it could not be reached (${String(error)})`);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new MailContactUnavailableError(`it answered ${response.status}`);
    }
    return (await response.json()) as MailContact;
  }
}
