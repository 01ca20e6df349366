import type { ReactElement } from 'react';

/** What every template knows besides its data: the firm and where its site is. */
export interface MailContext {
  /** SITE_URL without a trailing slash: every link starts with it. */
  siteUrl: string;
  firmName: string;
  firmEmail: string;
}

/** One mail: its subject, its body (HTML; the text part is derived from it) and extra headers. */
export interface MailTemplate<Data> {
  subject(data: Data, context: MailContext): string;
  body(data: Data, context: MailContext): ReactElement;
  headers?(data: Data, context: MailContext): Record<string, string>;
}
