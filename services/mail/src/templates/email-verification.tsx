import type { MailTemplates } from '@sandglass/server';
import { ActionButton } from './action-button.js';
import { Layout, Paragraph } from './layout.js';
import type { MailContext, MailTemplate } from './mail-template.js';

type Data = MailTemplates['email-verification'];

const verifyEmailLink = (data: Data, context: MailContext) =>
  `${context.siteUrl}/verify-email?token=${encodeURIComponent(data.token)}`;

/** Sent at sign-up (and on request): the link that proves the address is the person's. */
export const emailVerification: MailTemplate<Data> = {
  subject: (_data, context) => `Confirm your email address for ${context.firmName}`,
  body: (data, context) => (
    <Layout context={context} preview="Confirm your email address">
      <Paragraph>Hi {data.firstName},</Paragraph>
      <Paragraph>
        Please confirm that this is your email address, so we can reach you about your{' '}
        {context.firmName} account:
      </Paragraph>
      <ActionButton href={verifyEmailLink(data, context)} label="Confirm my email address" />
      <Paragraph muted>
        The link works for {data.validHours} hours. If you did not create an account, ignore this
        email.
      </Paragraph>
    </Layout>
  ),
};
