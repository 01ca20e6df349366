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
  /**
   * For mails sent to many people that differ in one value only (a newsletter issue: each
   * recipient's unsubscribe token): the worker renders the mail once per `key` with a stand-in
   * for that value and puts each recipient's value in its place, rather than render it again
   * for each recipient. The value must be URL-safe (letters, digits, `-` and `_`).
   */
  shared?: {
    key(data: Data): string;
    personal(data: Data): string;
    withPersonal(data: Data, value: string): Data;
  };
}
