import { Inject, Injectable } from '@nestjs/common';
import { Clock, delayJob, LOGGER } from '@sandglass/server';
import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import {
  SEND_ALERT_JOB,
  type SocialPublishJobHandler,
  type SocialPublishJobs,
} from '../publishing/index.js';
import { AlertMails, type AlertOutcome } from './alert-mails.js';
import { UserDirectoryUnavailableError } from '../common/user-directory.js';

/** Runs of one alert while the auth service cannot answer, and the first wait (doubling). */
export const ALERT_TRIES = 10;
export const ALERT_FIRST_RETRY_MS = 5_000;

/**
 * Mails one alert (AlertQueue adds it after the change commits). While the auth service cannot
 * say whom to mail, the same job waits and runs again (5 s, doubling: about 85 minutes in all).
 */
@Injectable()
export class SendAlertJob implements SocialPublishJobHandler<typeof SEND_ALERT_JOB> {
  readonly name = SEND_ALERT_JOB;

  constructor(
    private readonly alerts: AlertMails,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle(
    alert: SocialPublishJobs[typeof SEND_ALERT_JOB],
    job: Job,
    token?: string,
  ): Promise<AlertOutcome | 'gave-up'> {
    try {
      return alert.kind === 'post_failed'
        ? await this.alerts.postFailed(alert.postId)
        : await this.alerts.reconnectNeeded(alert.accountId);
    } catch (error) {
      if (!(error instanceof UserDirectoryUnavailableError)) throw error;
      const tries = (alert.tries ?? 0) + 1;
      if (tries >= ALERT_TRIES) {
        this.logger.warn({ alert }, `alert not sent: ${error.message}`);
        return 'gave-up';
      }
      await job.updateData({ ...alert, tries });
      const now = this.clock.now();
      const at = new Date(now.getTime() + ALERT_FIRST_RETRY_MS * 2 ** (tries - 1));
      await delayJob(job, token, at, now, this.logger);
      // delayJob ended the run (DelayedError) unless Redis had lost the job.
      return 'gave-up';
    }
  }
}
