import type { MailTemplates } from '@sandglass/server';
import { Layout, Paragraph } from './layout.js';
import type { MailTemplate } from './mail-template.js';

type Data = MailTemplates['email-change-notice'];

/** To the old address of an email change, so its owner learns of it (Reply-To: the firm). */
export const emailChangeNotice: MailTemplate<Data> = {
  subject: (_data, context) => `Your ${context.firmName} email address is being changed`,
  body: (data, context) => (
    <Layout context={context} preview="Your email address is being changed">
      <Paragraph>Hi {data.firstName},</Paragraph>
      <Paragraph>
        Someone signed in to your account asked to change its email address to {data.newEmail}. The
        change happens once the link we sent to that address is followed.
      </Paragraph>
      <Paragraph>
        If this was not you, change your password at {context.siteUrl}/account and reply to this
        email to tell us.
      </Paragraph>
    </Layout>
  ),
};
