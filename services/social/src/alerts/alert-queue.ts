import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { answerWithin, LOGGER } from '@sandglass/server';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import { SEND_ALERT_JOB, SOCIAL_PUBLISH_QUEUE, type AlertJob } from '../publishing/index.js';

/** How long adding an alert's job may wait for Redis. */
const ENQUEUE_WAIT_MS = 2_000;

/**
 * Adds send-alert jobs once the change they tell of has committed. The job id is the subject
 * (the post, the account), so a burst of the same alert is one job; the job asks the auth
 * service whom to mail and runs again later while it cannot answer (SendAlertJob). The mail
 * itself is keyed (once per post; per account and alert), so a job run twice mails once.
 */
@Injectable()
export class AlertQueue {
  constructor(
    @InjectQueue(SOCIAL_PUBLISH_QUEUE) private readonly queue: Queue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async add(alert: AlertJob): Promise<void> {
    const subject = alert.kind === 'post_failed' ? alert.postId : alert.accountId;
    try {
      await answerWithin(
        this.queue.add(SEND_ALERT_JOB, alert, {
          jobId: `alert-${alert.kind}-${subject}`,
          removeOnComplete: true,
          removeOnFail: true,
        }),
        ENQUEUE_WAIT_MS,
      );
    } catch (error) {
      this.logger.warn({ err: error, alert }, 'could not queue an alert mail; it is not sent');
    }
  }
}
