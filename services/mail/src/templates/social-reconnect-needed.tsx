import type { MailTemplates } from '@sandglass/server';
import { ActionButton } from './action-button.js';
import { Layout, Paragraph } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { SOCIAL_ACCOUNTS_PATH } from './social-links.js';

type Data = MailTemplates['social-reconnect-needed'];

/** A member's account the platform stopped accepting: reconnect it to publish again. */
export const socialReconnectNeeded: MailTemplate<Data> = {
  subject: (data) => `Reconnect your ${data.platform} account`,
  body: (data, context) => (
    <Layout
      context={context}
      preview={`${data.accountName} cannot publish until you reconnect it.`}
    >
      <Paragraph>Hi {data.firstName},</Paragraph>
      <Paragraph>
        Your {data.platform} account {data.accountName} cannot publish until you reconnect it.{' '}
        {data.reason}
      </Paragraph>
      <Paragraph>Reconnecting keeps the account’s posts and history.</Paragraph>
      <ActionButton href={`${context.siteUrl}${SOCIAL_ACCOUNTS_PATH}`} label="Reconnect" />
      <Paragraph muted>
        Turn these alerts off under Account → Notifications ({context.siteUrl}/account).
      </Paragraph>
    </Layout>
  ),
};
