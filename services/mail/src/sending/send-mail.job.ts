import { Inject, Injectable } from '@nestjs/common';
import {
  Clock,
  delayJob,
  LOGGER,
  PROVES_ADDRESS,
  SEND_MAIL_JOB,
  type MailJobs,
  type MailTemplateName,
} from '@sandglass/server';
import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import type { MailWorkerConfig } from '../config.js';
import type { MailJobHandler } from '../queue/mail.worker.js';
import { renderMail, type RenderedMail } from '../templates/render.js';
import { MAIL_CONFIG } from '../tokens.js';
import { MessageStore, type ClaimedMessage, type MessageChange } from './message-store.js';
import { decideAfterError, type SmtpFailure } from './send-rules.js';
import { SmtpTransport } from './smtp-transport.js';

/** What a run of the job did, for logs and tests. */
export type SendOutcome =
  'sent' | 'retrying' | 'failed' | 'suppressed' | 'skipped' | 'not-due' | 'waiting-for-try';

/**
 * Sends one message (ARCHITECTURE.md "Mail"): claim it, render it, hand it to the SMTP server,
 * record what happened. It never makes BullMQ run it again: a retry is this same job delayed,
 * after the message went back to `queued` with its next try's time.
 */
@Injectable()
export class SendMailJob implements MailJobHandler<typeof SEND_MAIL_JOB> {
  readonly name = SEND_MAIL_JOB;

  constructor(
    private readonly store: MessageStore,
    private readonly smtp: SmtpTransport,
    private readonly clock: Clock,
    @Inject(MAIL_CONFIG) private readonly config: MailWorkerConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle(
    { messageId }: MailJobs[typeof SEND_MAIL_JOB],
    job: Job,
    token?: string,
  ): Promise<SendOutcome> {
    const now = this.clock.now();
    let claim = await this.store.claim(messageId, now);
    if (!claim) {
      const message = await this.store.find(messageId);
      if (!message) return 'skipped';
      if (message.status === 'queued') {
        await this.delay(job, token, message.nextAttemptAt);
        return 'not-due';
      }
      if (message.status !== 'sending') return 'skipped';
      // Claimed and not settled: this job's last run died with its worker (BullMQ saw it
      // stall), or the sweep found the claim older than any try. Either way no try is alive.
      const startedAt = message.sendingStartedAt ?? now;
      const stuckAt = startedAt.getTime() + this.config.sendingStuckMs;
      if (job.stalledCounter === 0 && now.getTime() < stuckAt) {
        await this.delay(job, token, new Date(stuckAt));
        return 'waiting-for-try';
      }
      claim = await this.store.takeOver(message, now);
      if (!claim) return 'skipped';
      // The one window nothing closes: killed after the server's 250, before the record. The
      // same Message-ID goes out again, so a mailbox that keeps both shows two copies.
      this.logger.warn(
        { messageId, attempts: claim.attempts },
        'mail message was left sending by a stopped worker; sending it again',
      );
    }
    return this.send(claim, job, token);
  }

  private async send(claim: ClaimedMessage, job: Job, token?: string): Promise<SendOutcome> {
    if (
      claim.suppressedBecause !== null &&
      !PROVES_ADDRESS.has(claim.template as MailTemplateName)
    ) {
      this.logger.info(
        { messageId: claim.id, template: claim.template, to: claim.recipient },
        `mail not sent: the address is suppressed (${claim.suppressedBecause})`,
      );
      return this.settle(claim, 'suppressed', {
        status: 'suppressed',
        error: `Not sent: the address is on the suppression list (${claim.suppressedBecause}).`,
      });
    }
    let rendered: RenderedMail;
    try {
      rendered = await renderMail(claim.template, claim.data, {
        siteUrl: this.config.siteUrl,
        firmName: this.config.FIRM_NAME,
        firmEmail: this.config.FIRM_EMAIL,
      });
    } catch (error) {
      this.logger.error({ err: error, messageId: claim.id }, 'mail could not be rendered');
      return this.settle(claim, 'failed', {
        status: 'failed',
        error: `It could not be rendered: ${(error as Error).message}`,
        smtpResponse: null,
        suppress: false,
      });
    }
    const messageId = `<${claim.id}@${this.config.mailFromDomain}>`;
    let response: string;
    try {
      response = await this.smtp.send({
        to: claim.recipient,
        replyTo: claim.replyTo ?? undefined,
        subject: rendered.headerSubject,
        html: rendered.html,
        text: rendered.text,
        shared: rendered.shared,
        headers: rendered.headers,
        messageId,
        date: this.clock.now(),
      });
    } catch (error) {
      return this.failed(claim, error as SmtpFailure, job, token);
    }
    this.logger.info(
      {
        messageId: claim.id,
        template: claim.template,
        to: claim.recipient,
        subject: rendered.subject,
      },
      'mail sent',
    );
    return this.settle(claim, 'sent', {
      status: 'sent',
      subject: rendered.subject,
      messageId,
      smtpResponse: response,
      sentAt: this.clock.now(),
    });
  }

  private async failed(
    claim: ClaimedMessage,
    error: SmtpFailure,
    job: Job,
    token: string | undefined,
  ): Promise<SendOutcome> {
    const decision = decideAfterError(error, {
      attempts: claim.attempts,
      maxAttempts: this.config.MAIL_MAX_ATTEMPTS,
      retryBaseMs: this.config.MAIL_RETRY_BASE_MS,
      now: this.clock.now(),
    });
    const smtpResponse = error.response ?? null;
    const log = { messageId: claim.id, to: claim.recipient, attempts: claim.attempts };
    if (decision.action === 'fail') {
      this.logger.warn({ ...log, suppress: decision.suppress }, `mail failed: ${decision.reason}`);
      return this.settle(claim, 'failed', {
        status: 'failed',
        error: decision.reason,
        smtpResponse,
        suppress: decision.suppress,
      });
    }
    this.logger.info(
      { ...log, retryAt: decision.at },
      `mail will be tried again: ${decision.reason}`,
    );
    const outcome = await this.settle(claim, 'retrying', {
      status: 'queued',
      nextAttemptAt: decision.at,
      error: decision.reason,
      smtpResponse,
    });
    if (outcome === 'retrying') await this.delay(job, token, decision.at);
    return outcome;
  }

  private async settle<O extends SendOutcome>(
    claim: ClaimedMessage,
    outcome: O,
    change: MessageChange,
  ): Promise<O | 'skipped'> {
    if (await this.store.settle(claim, change)) return outcome;
    this.logger.warn(
      { messageId: claim.id },
      `mail message not recorded as ${change.status}: another try took it over`,
    );
    return 'skipped';
  }

  /** Puts this same job back, delayed to `at` (the sweep re-adds it if Redis lost it). */
  private delay(job: Job, token: string | undefined, at: Date): Promise<void> {
    return delayJob(job, token, at, this.clock.now(), this.logger);
  }
}
