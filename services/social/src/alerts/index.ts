/**
 * The alerts feature's face: the alert mails (a failed post, an account to reconnect, a sign-in
 * lapsing within 7 days), their two jobs on the social-publish queue, and `ALERTS`, through
 * which publishing and connected accounts raise them. The worker adds these to publishing.
 */
import type { Provider, Type } from '@nestjs/common';
import { ALERTS } from '../common/alerts.js';
import { UserDirectory } from '../common/user-directory.js';
import type { SocialPublishJobHandler } from '../publishing/index.js';
import { AlertMails } from './alert-mails.js';
import { AlertQueue } from './alert-queue.js';
import { SendAlertJob } from './send-alert.job.js';
import { WarnExpiringTokensJob } from './warn-expiring-tokens.job.js';

export const ALERT_HANDLERS: Type<SocialPublishJobHandler>[] = [
  SendAlertJob,
  WarnExpiringTokensJob,
];

export const ALERT_PROVIDERS: Provider[] = [
  UserDirectory,
  AlertMails,
  AlertQueue,
  { provide: ALERTS, useExisting: AlertQueue },
];
