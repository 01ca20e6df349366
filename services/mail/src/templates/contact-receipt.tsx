import { Link } from '@react-email/link';
import type { MailTemplates } from '@sandglass/server';
import { Fields, Layout, Paragraph, Quoted } from './layout.js';
import type { MailTemplate } from './mail-template.js';

type Data = MailTemplates['contact-receipt'];

/** What a visitor receives after the contact form: it arrived, with what they wrote. */
export const contactReceipt: MailTemplate<Data> = {
  subject: (_data, context) => `We received your message: ${context.firmName}`,
  body: (data, context) => (
    <Layout context={context} preview="Thank you for writing. We reply within 24 hours.">
      <Paragraph>Hi {data.firstName},</Paragraph>
      <Paragraph>
        Thank you for writing to {context.firmName}. A partner reads every message, and we reply
        within 24 hours. What you sent:
      </Paragraph>
      <Fields rows={[['Topic', data.interest]]} />
      <Quoted text={data.message} />
      <Paragraph>If you want to add anything, just reply to this email.</Paragraph>
      <Paragraph>
        The {context.firmName} team
        <br />
        <Link href={context.siteUrl}>{context.siteUrl}</Link>
      </Paragraph>
    </Layout>
  ),
};
