import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailWorkerConfig } from '../config.js';
import { MAIL_CONFIG } from '../tokens.js';

/** One message as it goes out. */
export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** `<…>`, the same on every try of the message. */
  messageId: string;
  date: Date;
}

/**
 * The SMTP server at SMTP_URL through a pool of nodemailer connections (MAIL_SMTP_CONNECTIONS,
 * each reused for many messages). Injectable, so the rules can be tested without a server.
 */
@Injectable()
export class SmtpTransport implements OnApplicationShutdown {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(@Inject(MAIL_CONFIG) config: MailWorkerConfig) {
    this.from = config.mailFrom;
    this.transport = nodemailer.createTransport({
      url: config.SMTP_URL,
      pool: true,
      maxConnections: config.MAIL_SMTP_CONNECTIONS,
      maxMessages: 1_000,
      connectionTimeout: config.MAIL_SMTP_TIMEOUT_MS,
      greetingTimeout: config.MAIL_SMTP_TIMEOUT_MS,
      socketTimeout: config.MAIL_SMTP_TIMEOUT_MS,
    } as never);
  }

  /** The server's answer to the message (`250 …`); throws nodemailer's error otherwise. */
  async send(mail: OutgoingMail): Promise<string> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers,
      messageId: mail.messageId,
      date: mail.date,
    });
    return String((info as { response?: string }).response ?? '250');
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
