import type { MailTemplateName, MailTemplates } from '@sandglass/server';
import { applicationNotice } from './application-notice.js';
import { applicationReceipt } from './application-receipt.js';
import { contactNotice } from './contact-notice.js';
import { contactReceipt } from './contact-receipt.js';
import { emailChangeConfirmation } from './email-change-confirmation.js';
import { emailChangeNotice } from './email-change-notice.js';
import { emailVerification } from './email-verification.js';
import type { MailTemplate } from './mail-template.js';
import { membershipDecision } from './membership-decision.js';
import { newsletterConfirmation } from './newsletter-confirmation.js';
import { newsletterIssue } from './newsletter-issue.js';
import { socialPostFailed } from './social-post-failed.js';
import { socialReconnectNeeded } from './social-reconnect-needed.js';
import { socialTokenExpiring } from './social-token-expiring.js';
import { webhookDisabled } from './webhook-disabled.js';
import { passwordReset } from './password-reset.js';

/** Every template by name: a name of MailTemplates without one here does not compile. */
export const TEMPLATES: { [Name in MailTemplateName]: MailTemplate<MailTemplates[Name]> } = {
  'contact-notice': contactNotice,
  'contact-receipt': contactReceipt,
  'application-receipt': applicationReceipt,
  'application-notice': applicationNotice,
  'newsletter-confirmation': newsletterConfirmation,
  'newsletter-issue': newsletterIssue,
  'webhook-disabled': webhookDisabled,
  'social-post-failed': socialPostFailed,
  'social-reconnect-needed': socialReconnectNeeded,
  'social-token-expiring': socialTokenExpiring,
  'email-verification': emailVerification,
  'password-reset': passwordReset,
  'email-change-confirmation': emailChangeConfirmation,
  'email-change-notice': emailChangeNotice,
  'membership-decision': membershipDecision,
};
