import { Link } from '@react-email/link';
import type { MailTemplates } from '@sandglass/server';
import { Fields, Layout, Paragraph, Quoted } from './layout.js';
import type { MailTemplate } from './mail-template.js';

type Data = MailTemplates['application-notice'];

/** What the firm receives: everything needed to review, with replies going to the applicant. */
export const applicationNotice: MailTemplate<Data> = {
  subject: (data) => `New application for ${data.programName}: ${data.name}`,
  body: (data, context) => (
    <Layout context={context} preview={`${data.name} applied to ${data.programName}`}>
      <Fields
        rows={[
          ['Program', data.programName],
          ['Name', data.name],
          ['Email', data.email],
          ['LinkedIn', data.linkedinUrl ?? '—'],
          ['Portfolio', data.portfolioUrl ?? '—'],
        ]}
      />
      <Quoted text={data.message} />
      <Paragraph muted>
        Review it in the admin console:{' '}
        <Link href={`${context.siteUrl}/admin`}>{`${context.siteUrl}/admin`}</Link>
      </Paragraph>
    </Layout>
  ),
};
