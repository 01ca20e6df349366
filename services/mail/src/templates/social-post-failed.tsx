import type { MailTemplates } from '@sandglass/server';
import { ActionButton } from './action-button.js';
import { Layout, Paragraph } from './layout.js';
import type { MailTemplate } from './mail-template.js';
import { SOCIAL_ACCOUNTS_PATH, SOCIAL_SCHEDULED_PATH } from './social-links.js';

type Data = MailTemplates['social-post-failed'];

/** A member's post that did not go out on every platform: each platform with its reason. */
export const socialPostFailed: MailTemplate<Data> = {
  subject: (data) =>
    `Your post did not go out on ${data.failures.map((failure) => failure.platform).join(' and ')}`,
  body: (data, context) => (
    <Layout context={context} preview={`“${data.excerpt}” could not be published.`}>
      <Paragraph>Hi {data.firstName},</Paragraph>
      <Paragraph>Your post “{data.excerpt}” could not be published:</Paragraph>
      {data.failures.map((failure) => (
        <Paragraph key={failure.platform}>
          {failure.platform}: {failure.reason}
        </Paragraph>
      ))}
      <Paragraph>Open it under Scheduled to retry it once the reason is fixed.</Paragraph>
      <ActionButton href={`${context.siteUrl}${SOCIAL_SCHEDULED_PATH}`} label="Retry the post" />
      <Paragraph muted>
        You get this mail because failed-post alerts are on; turn them off under Account →
        Notifications ({context.siteUrl}/account). Accounts: {context.siteUrl}
        {SOCIAL_ACCOUNTS_PATH}
      </Paragraph>
    </Layout>
  ),
};
