import { Link } from '@react-email/link';
import type { MailTemplates } from '@sandglass/server';
import { Layout, Paragraph } from './layout.js';
import type { MailTemplate } from './mail-template.js';

type Data = MailTemplates['webhook-disabled'];

/** What a webhook endpoint's owner receives when the system turns the endpoint off. */
export const webhookDisabled: MailTemplate<Data> = {
  subject: () => 'Your webhook endpoint was disabled',
  body: (data, context) => (
    <Layout context={context} preview={`We stopped sending events to ${data.url}.`}>
      <Paragraph>Hi,</Paragraph>
      <Paragraph>
        We stopped sending events to your webhook endpoint {data.url}. {data.reason}
      </Paragraph>
      <Paragraph>
        Once it answers again, turn it back on under API access; you can redeliver the events it
        missed from its delivery log.
      </Paragraph>
      <Paragraph>
        <Link href={`${context.siteUrl}/account/api`}>{`${context.siteUrl}/account/api`}</Link>
      </Paragraph>
    </Layout>
  ),
};
