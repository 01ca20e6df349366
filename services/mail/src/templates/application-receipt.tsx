import { Link } from '@react-email/link';
import type { MailTemplates } from '@sandglass/server';
import { Layout, Paragraph } from './layout.js';
import type { MailTemplate } from './mail-template.js';

type Data = MailTemplates['application-receipt'];

/** What an applicant receives: a receipt, so they know the application arrived. */
export const applicationReceipt: MailTemplate<Data> = {
  subject: (data) => `We received your application: ${data.programName}`,
  body: (data, context) => (
    <Layout context={context} preview={`Thank you for applying to ${data.programName}.`}>
      <Paragraph>Hi {data.name},</Paragraph>
      <Paragraph>
        Thank you for applying to the {data.programName} program ({data.programDuration}, remote) at{' '}
        {context.firmName}. Our team reads every application and will get back to you by email.
      </Paragraph>
      <Paragraph>If you want to add anything, just reply to this email.</Paragraph>
      <Paragraph>
        The {context.firmName} team
        <br />
        <Link href={`${context.siteUrl}/programs`}>{`${context.siteUrl}/programs`}</Link>
      </Paragraph>
    </Layout>
  ),
};
