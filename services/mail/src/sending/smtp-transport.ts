import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailWorkerConfig } from '../config.js';
import { MAIL_CONFIG } from '../tokens.js';
import { encodeQuotedPrintable } from './quoted-printable.js';

/** One message as it goes out. */
export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** The parts as many mails share them, one value apart (RenderedMail.shared). */
  shared?: { key: string; placeholder: string; value: string; html: string; text: string };
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
  private readonly encoded = new Map<string, { html: string; text: string }>();
  /** MAIL_FROM's bare address: the envelope's sender. */
  private readonly fromAddress: string;

  constructor(@Inject(MAIL_CONFIG) config: MailWorkerConfig) {
    this.from = config.mailFrom;
    const [parsed] = addressparser(config.mailFrom, { flatten: true });
    this.fromAddress = parsed?.address ?? config.mailFrom;
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

  /**
   * The server's answer to the message (`250 …`); throws nodemailer's error otherwise. The
   * message is built into one buffer first and handed over whole: streamed part by part, its
   * many small socket writes cost more CPU than anything else a send does (see
   * docs/benchmarks.md, the newsletter bench).
   */
  async send(mail: OutgoingMail): Promise<string> {
    const parts = mail.shared ? this.sharedParts(mail.shared) : null;
    const raw = await new MailComposer({
      from: this.from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      html: parts ? { raw: parts.html } : mail.html,
      text: parts ? { raw: parts.text } : mail.text,
      headers: mail.headers,
      messageId: mail.messageId,
      date: mail.date,
    })
      .compile()
      .build();
    const info = await this.transport.sendMail({
      envelope: { from: this.fromAddress, to: [mail.to] },
      raw,
    });
    return String((info as { response?: string }).response ?? '250');
  }

  /**
   * A shared mail's parts, quoted-printable encoded once per key with the stand-in unbroken,
   * then given this mail's value (the same length, so every line keeps its length).
   */
  private sharedParts(shared: NonNullable<OutgoingMail['shared']>): { html: string; text: string } {
    let encoded = this.encoded.get(shared.key);
    if (!encoded) {
      const part = (type: string, content: string) =>
        `Content-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${encodeQuotedPrintable(content, shared.placeholder)}`;
      encoded = { html: part('text/html', shared.html), text: part('text/plain', shared.text) };
      this.encoded.set(shared.key, encoded);
      if (this.encoded.size > 32) this.encoded.delete(this.encoded.keys().next().value as string);
    }
    const fill = (text: string) => text.split(shared.placeholder).join(shared.value);
    return { html: fill(encoded.html), text: fill(encoded.text) };
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
