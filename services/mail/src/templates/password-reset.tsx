import type { MailTemplates } from '@sandglass/server';
import { ActionButton } from './action-button.js';
import { Layout, Paragraph } from './layout.js';
import type { MailTemplate } from './mail-template.js';

type Data = MailTemplates['password-reset'];

/** Forgot password: a link, good once and for a short time, to choose a new password. */
export const passwordReset: MailTemplate<Data> = {
  subject: (_data, context) => `Choose a new password for ${context.firmName}`,
  body: (data, context) => (
    <Layout context={context} preview="Choose a new password">
      <Paragraph>Hi {data.firstName},</Paragraph>
      <Paragraph>
        Someone asked to reset the password of your account. To choose a new one:
      </Paragraph>
      <ActionButton
        href={`${context.siteUrl}/reset-password?token=${encodeURIComponent(data.token)}`}
        label="Choose a new password"
      />
      <Paragraph muted>
        The link works once, for {data.validMinutes} minutes. Choosing a new password signs you out
        everywhere. If you did not ask for this, ignore this email: your password stays as it is.
      </Paragraph>
    </Layout>
  ),
};
