import type { MailMessage } from '../mail/mailer.js';

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * The double opt-in email. Like every newsletter email it carries RFC 8058 one-click
 * unsubscribe headers, so mail clients can offer "Unsubscribe" next to the sender.
 */
export function confirmationEmail(options: {
  to: string;
  firmName: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  validHours: number;
}): MailMessage {
  const { firmName, confirmUrl, unsubscribeUrl, validHours } = options;
  return {
    to: options.to,
    subject: `Confirm your subscription to ${firmName} Insights`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: [
      `Please confirm that you want ${firmName}'s AI investment insights by email:`,
      '',
      confirmUrl,
      '',
      `The link works for ${validHours} hours. If you did not ask for this, ignore this email and nothing will be sent.`,
      '',
      `Unsubscribe at any time: ${unsubscribeUrl}`,
    ].join('\n'),
    html: `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#1f2933;line-height:1.5">
<p>Please confirm that you want ${escapeHtml(firmName)}’s AI investment insights by email.</p>
<p><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;padding:10px 18px;background:#1f2933;color:#ffffff;text-decoration:none;border-radius:6px">Confirm my subscription</a></p>
<p style="color:#52606d;font-size:14px">The link works for ${validHours} hours. If you did not ask for this, ignore this email and nothing will be sent.</p>
<p style="color:#52606d;font-size:12px"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#52606d">Unsubscribe</a></p>
</body></html>`,
  };
}
