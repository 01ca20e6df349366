import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { LOGGER } from '@sandglass/server';
import type { ContentConfig } from '../config.js';
import { CONTENT_CONFIG } from '../tokens.js';
import { literalHeaderText } from './header-text.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

/**
 * Sends email through SMTP_URL. Without it, each message is written as an .eml file under
 * OUTBOX_DIR (openable in any mail client), so a fresh checkout works with no mail server.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;
  private readonly outbox?: string;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @Inject(CONTENT_CONFIG) private readonly config: ContentConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    if (config.SMTP_URL) {
      this.transport = nodemailer.createTransport(config.SMTP_URL);
    } else {
      this.outbox = resolve(config.OUTBOX_DIR);
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    }
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.config.mailFrom,
      ...message,
      // Subjects carry what visitors typed (names, program names).
      subject: literalHeaderText(message.subject),
    });
    if (!this.outbox) {
      this.logger.info({ to: message.to, subject: message.subject }, 'email sent');
      return;
    }
    await mkdir(this.outbox, { recursive: true });
    const file = join(
      this.outbox,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
    );
    await writeFile(file, (info as { message: Buffer }).message);
    this.logger.info(
      { to: message.to, subject: message.subject, file },
      `email written to ${file} (set SMTP_URL to send it)`,
    );
  }

  /**
   * Sends without making the request wait (and without its timing telling anything); a
   * failure is logged, never shown to the visitor whose request caused it.
   */
  sendLater(message: MailMessage): void {
    const sending = this.send(message)
      .catch((error: unknown) => {
        this.logger.error({ err: error, to: message.to, subject: message.subject }, 'email failed');
      })
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.pending]);
    this.transport.close();
  }
}
