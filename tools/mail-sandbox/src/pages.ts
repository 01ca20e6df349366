import type { CaughtMail } from './mail-sandbox.js';

const escape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#FAF7F1;color:#141A2B}
header{background:#0D1322;color:#F5EFE4;padding:14px 24px;border-bottom:3px solid #E0AE52}
header a{color:#F5EFE4;text-decoration:none;font-weight:600}
main{padding:16px 24px;max-width:1100px}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #E5DCCD;vertical-align:top}
th{font-size:13px;color:#4D5468}
a{color:#1F5FA6}
iframe{width:100%;height:560px;border:1px solid #E5DCCD;background:#fff}
pre{white-space:pre-wrap;background:#fff;border:1px solid #E5DCCD;padding:12px;overflow:auto}
.muted{color:#4D5468;font-size:13px}`;

function page(title: string, body: string, refresh = false): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh ? '<meta http-equiv="refresh" content="5">' : ''}
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><header><a href="/">Mail sandbox</a> <span class="muted">— every mail the stack sent, caught here instead of delivered</span></header>
<main>${body}</main></body></html>`;
}

/** Every caught message, newest first (the page reloads itself every 5 seconds). */
export function listPage(caught: readonly CaughtMail[]): string {
  if (caught.length === 0) {
    return page(
      'Mail sandbox',
      '<p>No mail yet. Mail the site sends (a contact notice, a newsletter confirmation, …) shows up here.</p>',
      true,
    );
  }
  const rows = caught
    .map(
      (
        mail,
      ) => `<tr><td class="muted">${escape(new Date(mail.receivedAt).toLocaleString('en-GB', { timeZone: 'UTC' }))} UTC</td>
<td>${escape(mail.from)}</td><td>${escape(mail.envelope.to.join(', '))}</td>
<td><a href="/messages/${mail.id}">${escape(mail.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('\n');
  return page(
    `Mail sandbox (${caught.length})`,
    `<table><thead><tr><th>Received</th><th>From</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`,
    true,
  );
}

/** One message: its HTML (in a sandboxed frame), its text part and its headers. */
export function messagePage(mail: CaughtMail): string {
  const html = mail.html
    ? `<h2>HTML</h2><iframe title="The message's HTML" sandbox="allow-popups allow-popups-to-escape-sandbox" src="/messages/${mail.id}/html"></iframe>`
    : '<p class="muted">This message has no HTML part.</p>';
  return page(
    mail.subject || '(no subject)',
    `<h1>${escape(mail.subject || '(no subject)')}</h1>
<table>
<tr><th>From</th><td>${escape(mail.from)}</td></tr>
<tr><th>To</th><td>${escape(mail.envelope.to.join(', '))}</td></tr>
${mail.replyTo ? `<tr><th>Reply-To</th><td>${escape(mail.replyTo)}</td></tr>` : ''}
<tr><th>Date</th><td>${escape(mail.date ?? '')}</td></tr>
<tr><th>Message-ID</th><td>${escape(mail.messageId ?? '')}</td></tr>
</table>
${html}
<h2>Text</h2><pre>${linkify(mail.text)}</pre>
<h2>Headers</h2><pre>${escape(mail.headers.join('\n'))}</pre>`,
  );
}

/** The message's own HTML, its links opening in a new tab (the frame itself cannot navigate). */
export function htmlFrame(mail: CaughtMail): string {
  const base = '<base target="_blank">';
  const html = mail.html ?? '';
  return /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => head + base)
    : base + html;
}

/** Text with its http(s) addresses as links (so a reset link can be clicked). */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((part, index) =>
      index % 2 === 1
        ? `<a href="${escape(part)}" target="_blank" rel="noopener noreferrer">${escape(part)}</a>`
        : escape(part),
    )
    .join('');
}
