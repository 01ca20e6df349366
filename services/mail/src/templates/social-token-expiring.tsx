import type { MailTemplates } from '@sandglass/server';
import { ActionButton } from './action-button.js';
import { Layout, Paragraph } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { SOCIAL_ACCOUNTS_PATH } from './social-links.js';

type Data = MailTemplates['social-token-expiring'];

/** "Nov 30, 2026, 14:05 UTC": the same style the screens use for times. */
function utcTime(iso: string): string {
  const at = new Date(iso);
  const day = at.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = at.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return `${day}, ${time} UTC`;
}

/** A member's account whose sign-in lapses soon: reconnect before it does. */
export const socialTokenExpiring: MailTemplate<Data> = {
  subject: (data) => `Your ${data.platform} connection expires on ${utcTime(data.expiresAt)}`,
  body: (data, context) => (
    <Layout context={context} preview={`Reconnect ${data.accountName} before it stops publishing.`}>
      <Paragraph>Hi {data.firstName},</Paragraph>
      <Paragraph>
        {data.platform} lets us publish as {data.accountName} until {utcTime(data.expiresAt)}. After
        that, scheduled posts to it fail until you reconnect it. Reconnecting now renews the
        connection and keeps the account’s posts and history.
      </Paragraph>
      <ActionButton href={`${context.siteUrl}${SOCIAL_ACCOUNTS_PATH}`} label="Reconnect" />
      <Paragraph muted>
        Turn these alerts off under Account → Notifications ({context.siteUrl}/account).
      </Paragraph>
    </Layout>
  ),
};
