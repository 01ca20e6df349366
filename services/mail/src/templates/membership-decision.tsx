import type { MailTemplates } from '@sandglass/server';
import { Layout, Paragraph } from './layout.js';
import type { MailTemplate } from './mail-template.js';

type Data = MailTemplates['membership-decision'];

/** The answer to a guest's membership request, either way (Reply-To: the firm). */
export const membershipDecision: MailTemplate<Data> = {
  subject: (data, context) =>
    data.approved
      ? `You are now a ${context.firmName} member`
      : `About your ${context.firmName} membership request`,
  body: (data, context) => (
    <Layout
      context={context}
      preview={data.approved ? 'Your membership request was approved' : 'Your membership request'}
    >
      <Paragraph>Hi {data.firstName},</Paragraph>
      {data.approved ? (
        <Paragraph>
          Your membership request was approved: your account is a member account from now on, with
          social media automation. Sign in at {context.siteUrl} to start.
        </Paragraph>
      ) : (
        <Paragraph>
          Thank you for your interest. We cannot offer you a membership at this time; your account
          stays a guest account, and you can ask again later from {context.siteUrl}/account.
        </Paragraph>
      )}
      <Paragraph muted>Questions? Reply to this email.</Paragraph>
    </Layout>
  ),
};
