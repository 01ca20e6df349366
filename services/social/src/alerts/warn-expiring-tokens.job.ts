import { Injectable } from '@nestjs/common';
import { WARN_EXPIRING_TOKENS_JOB, type SocialPublishJobHandler } from '../publishing/index.js';
import { AlertMails } from './alert-mails.js';

/** Daily: warns of sign-ins that lapse within 7 days (once for each expiry). */
@Injectable()
export class WarnExpiringTokensJob implements SocialPublishJobHandler<
  typeof WARN_EXPIRING_TOKENS_JOB
> {
  readonly name = WARN_EXPIRING_TOKENS_JOB;

  constructor(private readonly alerts: AlertMails) {}

  handle(): Promise<{ warned: number }> {
    return this.alerts.warnExpiring();
  }
}
