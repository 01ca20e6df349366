import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import type { MailTemplates } from '@sandglass/server';
import { BRAND } from './brand.js';
import { Layout, Paragraph } from './layout.js';
import type { MailContext, MailTemplate } from './mail-template.js';

type Data = MailTemplates['newsletter-issue'];

const unsubscribeLink = (data: Data, context: MailContext) =>
  `${context.siteUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(data.unsubscribeToken)}`;

/**
 * A newsletter issue. Every issue carries RFC 8058 one-click unsubscribe headers (Gmail and
 * Yahoo require them of bulk senders) and a visible unsubscribe link in its footer. No
 * `mailto:` unsubscribe: nothing reads the firm's inbox for them, and an unsubscribe request
 * that is not honoured is worse than none.
 */
export const newsletterIssue: MailTemplate<Data> = {
  // All of an issue's mails differ only in the unsubscribe token: rendered once per revision.
  shared: {
    key: (data) => `${data.issueId}:${data.revision}:${data.test ? 'test' : 'issue'}`,
    personal: (data) => data.unsubscribeToken,
    withPersonal: (data, value) => ({ ...data, unsubscribeToken: value }),
  },
  subject: (data) => (data.test ? `[Test] ${data.subject}` : data.subject),
  headers: (data, context) => ({
    'List-Unsubscribe': `<${unsubscribeLink(data, context)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': `${context.firmName} Insights <insights.${new URL(context.siteUrl).hostname}>`,
    Precedence: 'bulk',
  }),
  body: (data, context) => (
    <Layout context={context} preview={data.preheader ?? data.subject}>
      <Section>
        <div
          style={{ fontSize: '16px', lineHeight: '24px', color: BRAND.ink }}
          dangerouslySetInnerHTML={{ __html: data.html }}
        />
      </Section>
      <Paragraph muted>
        You receive this because you subscribed to {context.firmName} Insights.{' '}
        <Link
          href={unsubscribeLink(data, context)}
          style={{ color: BRAND.inkMuted, textDecoration: 'underline' }}
        >
          Unsubscribe
        </Link>
      </Paragraph>
    </Layout>
  ),
};
