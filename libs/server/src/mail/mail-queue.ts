import type { JobsOptions } from 'bullmq';

/** The one queue every mail goes through (ARCHITECTURE.md "Mail"). */
export const MAIL_QUEUE = 'mail';

/** Renders and sends one message of `mail.messages`. */
export const SEND_MAIL_JOB = 'send-mail';
/** Re-adds the jobs of queued messages that have none and takes over stuck claims. */
export const SWEEP_MAIL_JOB = 'sweep-mail';

/** Every job the queue carries, by name, with its typed payload. */
export interface MailJobs {
  [SEND_MAIL_JOB]: { messageId: string };
  [SWEEP_MAIL_JOB]: Record<string, never>;
}

export type MailJobName = keyof MailJobs & string;

/** The names the worker must handle; it refuses to start if one has no handler. */
export const MAIL_JOB_NAMES: readonly MailJobName[] = [SEND_MAIL_JOB, SWEEP_MAIL_JOB];

/** A message's job id, so adding its job twice is a no-op (BullMQ refuses ':' in ids). */
export function sendMailJobId(messageId: string): string {
  return `mail-${messageId.replace(/:/g, '-')}`;
}

/**
 * BullMQ never retries a send by itself: the worker decides what is tried again and delays the
 * same job. Finished jobs are removed; PostgreSQL keeps the outcome.
 */
export const SEND_MAIL_JOB_OPTIONS: JobsOptions = {
  attempts: 1,
  removeOnComplete: true,
  removeOnFail: true,
};

/** The jobs that send these messages (Queue.addBulk), each due at its time. */
export function sendMailJobs(
  messages: readonly { id: string; dueAt?: Date }[],
  now: number = Date.now(),
): { name: typeof SEND_MAIL_JOB; data: MailJobs[typeof SEND_MAIL_JOB]; opts: JobsOptions }[] {
  return messages.map((message) => ({
    name: SEND_MAIL_JOB,
    data: { messageId: message.id },
    opts: {
      ...SEND_MAIL_JOB_OPTIONS,
      jobId: sendMailJobId(message.id),
      delay: message.dueAt ? Math.max(0, message.dueAt.getTime() - now) : 0,
    },
  }));
}
