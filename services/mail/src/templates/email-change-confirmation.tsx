import type { MailTemplates } from '@sandglass/server';
import { ActionButton } from './action-button.js';
import { Layout, Paragraph } from './layout.js';
import type { MailTemplate } from './mail-template.js';

type Data = MailTemplates['email-change-confirmation'];

/** To the new address of an email change: the account moves to it once the link is followed. */
export const emailChangeConfirmation: MailTemplate<Data> = {
  subject: (_data, context) => `Confirm your new email address for ${context.firmName}`,
  body: (data, context) => (
    <Layout context={context} preview="Confirm your new email address">
      <Paragraph>Hi {data.firstName},</Paragraph>
      <Paragraph>
        You asked to sign in to {context.firmName} with {data.newEmail} from now on. Confirm that
        this address is yours:
      </Paragraph>
      <ActionButton
        href={`${context.siteUrl}/verify-email?change=1&token=${encodeURIComponent(data.token)}`}
        label="Confirm my new address"
      />
      <Paragraph muted>
        The link works for {data.validHours} hours. Until then your account keeps its old address.
        If you did not ask for this, ignore this email.
      </Paragraph>
    </Layout>
  ),
};
