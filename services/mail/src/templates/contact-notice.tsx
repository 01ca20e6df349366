import { Link } from '@react-email/link';
import type { MailTemplates } from '@sandglass/server';
import { Fields, Layout, Paragraph, Quoted } from './layout.js';
import type { MailTemplate } from './mail-template.js';

type Data = MailTemplates['contact-notice'];

/** Tells the firm about a message from the contact form; replying answers the sender. */
export const contactNotice: MailTemplate<Data> = {
  subject: (data) => `New message from ${data.firstName} ${data.lastName}: ${data.interest}`,
  body: (data, context) => (
    <Layout
      context={context}
      preview={`${data.firstName} ${data.lastName} wrote about ${data.interest}`}
    >
      <Fields
        rows={[
          ['From', `${data.firstName} ${data.lastName} <${data.email}>`],
          ['Company', data.company ?? '—'],
          ['Interested in', data.interest],
        ]}
      />
      <Quoted text={data.message} />
      <Paragraph muted>
        Reply to this email to answer {data.firstName}. All messages:{' '}
        <Link href={`${context.siteUrl}/admin`}>{`${context.siteUrl}/admin`}</Link>
      </Paragraph>
    </Layout>
  ),
};
