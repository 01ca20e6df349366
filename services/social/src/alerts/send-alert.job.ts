import { Injectable } from '@nestjs/common';
import {
  SEND_ALERT_JOB,
  type SocialPublishJobHandler,
  type SocialPublishJobs,
} from '../publishing/index.js';
import { AlertMails, type AlertOutcome } from './alert-mails.js';

/** Mails one alert (AlertQueue adds it after the change commits). */
@Injectable()
export class SendAlertJob implements SocialPublishJobHandler<typeof SEND_ALERT_JOB> {
  readonly name = SEND_ALERT_JOB;

  constructor(private readonly alerts: AlertMails) {}

  handle(alert: SocialPublishJobs[typeof SEND_ALERT_JOB]): Promise<AlertOutcome> {
    return alert.kind === 'post_failed'
      ? this.alerts.postFailed(alert.postId)
      : this.alerts.reconnectNeeded(alert.accountId);
  }
}
