import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import type { MailTemplates } from '@sandglass/server';
import { BRAND } from './brand.js';
import { Layout, Paragraph } from './layout.js';
import type { MailContext, MailTemplate } from './mail-template.js';

type Data = MailTemplates['newsletter-confirmation'];

const links = (data: Data, context: MailContext) => {
  const api = `${context.siteUrl}/api/newsletter`;
  return {
    confirm: `${api}/confirm?token=${encodeURIComponent(data.confirmToken)}`,
    unsubscribe: `${api}/unsubscribe?token=${encodeURIComponent(data.unsubscribeToken)}`,
  };
};

/**
 * The double opt-in email. Like every newsletter email it carries RFC 8058 one-click
 * unsubscribe headers, so mail clients can offer "Unsubscribe" next to the sender.
 */
export const newsletterConfirmation: MailTemplate<Data> = {
  subject: (_data, context) => `Confirm your subscription to ${context.firmName} Insights`,
  headers: (data, context) => ({
    'List-Unsubscribe': `<${links(data, context).unsubscribe}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }),
  body: (data, context) => {
    const { confirm, unsubscribe } = links(data, context);
    return (
      <Layout context={context} preview="Confirm your subscription">
        <Paragraph>
          Please confirm that you want {context.firmName}’s AI investment insights by email:
        </Paragraph>
        <Button
          href={confirm}
          style={{
            backgroundColor: BRAND.sand,
            color: BRAND.night,
            padding: '12px 20px',
            borderRadius: '6px',
            fontWeight: 600,
          }}
        >
          Confirm my subscription
        </Button>
        <Paragraph muted>
          Or open this link: <Link href={confirm}>{confirm}</Link>
        </Paragraph>
        <Paragraph muted>
          The link works for {data.validHours} hours. If you did not ask for this, ignore this email
          and nothing will be sent.
        </Paragraph>
        <Paragraph muted>
          <Link href={unsubscribe} style={{ color: BRAND.inkMuted, textDecoration: 'underline' }}>
            Unsubscribe
          </Link>{' '}
          at any time.
        </Paragraph>
      </Layout>
    );
  },
};
