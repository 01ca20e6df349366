import type { ProgramApplication } from '@sandglass/shared';

/**
 * Every mail the product sends, by template name, with the data its template needs. A service
 * names a template and gives its data (`MailClient.send`); the mail worker renders it at send
 * time (services/mail/src/templates). Adding a template: a name and its data type here, its
 * component in services/mail/src/templates, and its entry in that folder's index (the worker
 * does not compile without one for every name).
 *
 * The data is stored in `mail.messages` until the message is sent, so it holds what the mail
 * says and the tokens its links need, never a URL: links are built from SITE_URL when rendering.
 */
export interface MailTemplates {
  /** To the firm: a visitor's message from the contact form (Reply-To: the visitor). */
  'contact-notice': {
    firstName: string;
    lastName: string;
    email: string;
    company: string | null;
    /** The interest as a person reads it ("Becoming an LP"). */
    interest: string;
    message: string;
  };
  /** To the visitor: their message arrived, with what they wrote (Reply-To: the firm). */
  'contact-receipt': {
    firstName: string;
    /** The interest as a person reads it ("Becoming an LP"). */
    interest: string;
    message: string;
  };
  /** To an applicant: their application arrived (Reply-To: the firm). */
  'application-receipt': {
    name: string;
    programName: string;
    programDuration: string;
  };
  /** To the firm: a new program application (Reply-To: the applicant). */
  'application-notice': Pick<
    ProgramApplication,
    'programName' | 'name' | 'email' | 'linkedinUrl' | 'portfolioUrl' | 'message'
  >;
  /** Double opt-in for the newsletter, with RFC 8058 one-click unsubscribe headers. */
  'newsletter-confirmation': {
    /** The raw tokens of the links (the service stores only their hashes). */
    confirmToken: string;
    unsubscribeToken: string;
    validHours: number;
  };
  /**
   * One newsletter issue to one subscriber, with RFC 8058 one-click unsubscribe headers. All
   * of an issue's mails differ only in `unsubscribeToken`, so the worker renders the issue once
   * (per `issueId` and `revision`) and fills the token in.
   */
  'newsletter-issue': {
    issueId: string;
    /** Changes whenever the issue's text does (its updatedAt), so a test send shows the edit. */
    revision: string;
    subject: string;
    preheader: string | null;
    /** The body rendered from Markdown and sanitised, links and images absolute. */
    html: string;
    /** The raw token of this recipient's unsubscribe link (the service stores its hash). */
    unsubscribeToken: string;
    /** A test send to an admin: "[Test]" before the subject. */
    test?: boolean;
  };
  /** To a webhook endpoint's owner: the system disabled it (410 Gone, or days of failures). */
  'webhook-disabled': {
    url: string;
    /** Why, in a sentence. */
    reason: string;
  };
  /** To a member: one post ended failed on one or more platforms (one mail per post). */
  'social-post-failed': {
    firstName: string;
    /** The post's first words, to recognise it. */
    excerpt: string;
    /** Each failed platform (display name) with its reason as a sentence. */
    failures: { platform: string; reason: string }[];
  };
  /** To a member: an account the platform stopped accepting (refresh refused, token revoked). */
  'social-reconnect-needed': {
    firstName: string;
    /** The platform's display name ("LinkedIn"). */
    platform: string;
    accountName: string;
    reason: string;
  };
  /** To a member: an account's sign-in lapses soon unless they reconnect it. */
  'social-token-expiring': {
    firstName: string;
    platform: string;
    accountName: string;
    /** ISO time the sign-in lapses. */
    expiresAt: string;
  };
  /** Sign-up (or a resend): the link that proves the address. */
  'email-verification': {
    firstName: string;
    /** The raw token of the link (the auth service stores only its hash). */
    token: string;
    validHours: number;
  };
  /** Forgot password: the link to choose a new one. */
  'password-reset': {
    firstName: string;
    token: string;
    validMinutes: number;
  };
  /** To the new address of an email change: the link that confirms it. */
  'email-change-confirmation': {
    firstName: string;
    token: string;
    newEmail: string;
    validHours: number;
  };
  /** To the old address of an email change: a notice, so its owner knows. */
  'email-change-notice': {
    firstName: string;
    newEmail: string;
  };
  /** The answer to a guest's membership request. */
  'membership-decision': {
    firstName: string;
    approved: boolean;
  };
}

export type MailTemplateName = keyof MailTemplates & string;

/** Every template name, for the worker's start-up check and the API's validation. */
export const MAIL_TEMPLATE_NAMES = [
  'contact-notice',
  'contact-receipt',
  'application-receipt',
  'application-notice',
  'newsletter-confirmation',
  'newsletter-issue',
  'webhook-disabled',
  'social-post-failed',
  'social-reconnect-needed',
  'social-token-expiring',
  'email-verification',
  'password-reset',
  'email-change-confirmation',
  'email-change-notice',
  'membership-decision',
] as const satisfies readonly MailTemplateName[];

// A name missing from the list above is a compile error here.
type Missing = Exclude<MailTemplateName, (typeof MAIL_TEMPLATE_NAMES)[number]>;
const everyNameListed: Missing extends never ? true : Missing = true;
void everyNameListed;

/**
 * Templates that ask a person to prove their address (a newsletter confirmation, an email
 * verification, an email change). They are sent even to a suppressed address, since the person
 * asked for one just now and following its link is what lifts the suppression (MailClient.liftSuppression).
 */
export const PROVES_ADDRESS: ReadonlySet<MailTemplateName> = new Set([
  'newsletter-confirmation',
  'email-verification',
  'email-change-confirmation',
]);

/** One message for the pipeline: a template, its data, its recipient and its idempotency key. */
export type MailRequest<T extends MailTemplateName = MailTemplateName> = {
  [K in T]: {
    template: K;
    data: MailTemplates[K];
    /** One address. */
    to: string;
    /** Set by notifications that answer a person (the visitor, the applicant). */
    replyTo?: string;
    /**
     * What makes this message unique, e.g. `reset:<token id>` or `contact:<submission id>`:
     * sending a second message with the same key does nothing, so a retried request or job
     * never mails twice. At most 200 characters.
     */
    idempotencyKey: string;
    /**
     * Not sent before this many milliseconds from now (a paced send: each newsletter mail due
     * at its turn); at once when absent. Counted from the database's clock when it is written.
     */
    delayMs?: number;
  };
}[T];
