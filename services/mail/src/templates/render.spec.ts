import { renderMail } from './render.js';

const context = {
  siteUrl: 'https://sandglass.test',
  firmName: 'Sandglass Ventures',
  firmEmail: 'partners@sandglass.test',
};

describe('rendering a mail', () => {
  it('writes a visitor’s text as text in the HTML part, and line by line in the text part', async () => {
    const mail = await renderMail(
      'contact-notice',
      {
        firstName: '<b>Eve</b>',
        lastName: 'Smith',
        email: 'eve@example.com',
        company: null,
        interest: 'Becoming an LP',
        message: 'Hello <script>alert(1)</script>\nSecond line',
      },
      context,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.text).toContain('Hello <script>alert(1)</script>\nSecond line');
    expect(mail.subject).toBe('New message from <b>Eve</b> Smith: Becoming an LP');
    expect(mail.html).toContain('Sandglass Ventures');
    expect(mail.html).toContain('#0D1322');
  });

  it('sends an encoded word a visitor typed into a subject literally', async () => {
    const mail = await renderMail(
      'application-notice',
      {
        programName: 'Fellows',
        name: '=?utf-8?q?Pay_now?=',
        email: 'eve@example.com',
        linkedinUrl: null,
        portfolioUrl: null,
        message: 'Hi',
      },
      context,
    );
    expect(mail.subject).toBe('New application for Fellows: =?utf-8?q?Pay_now?=');
    expect(mail.headerSubject).not.toBe(mail.subject);
    expect(mail.headerSubject).toMatch(/^=\?UTF-8\?Q\?/i);
  });

  it('builds the newsletter links from SITE_URL and adds one-click unsubscribe headers', async () => {
    const mail = await renderMail(
      'newsletter-confirmation',
      { confirmToken: 'c'.repeat(43), unsubscribeToken: 'u'.repeat(43), validHours: 48 },
      context,
    );
    const unsubscribe = `https://sandglass.test/api/newsletter/unsubscribe?token=${'u'.repeat(43)}`;
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(
      `https://sandglass.test/api/newsletter/confirm?token=${'c'.repeat(43)}`,
    );
    expect(mail.html).toContain('Confirm my subscription');
  });

  it('refuses a template it does not know', async () => {
    await expect(renderMail('toString', {}, context)).rejects.toThrow(
      'There is no mail template named "toString".',
    );
  });

  it('renders a newsletter issue once and gives each recipient their own unsubscribe link', async () => {
    const issue = (token: string) => ({
      issueId: 'issue-1',
      revision: '2026-06-01T09:00:00.000Z',
      subject: 'Agents in production',
      preheader: 'What we learned',
      html: '<p>Hello <strong>readers</strong></p>',
      unsubscribeToken: token,
    });
    const a = 'A'.repeat(42) + 'a';
    const b = 'B'.repeat(42) + 'b';
    const first = await renderMail('newsletter-issue', issue(a), context);
    const second = await renderMail('newsletter-issue', issue(b), context);
    const link = (token: string) =>
      `https://sandglass.test/api/newsletter/unsubscribe?token=${token}`;
    expect(first.headers['List-Unsubscribe']).toBe(`<${link(a)}>`);
    expect(second.headers['List-Unsubscribe']).toBe(`<${link(b)}>`);
    expect(first.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(first.html).toContain(`href="${link(a)}"`);
    expect(second.html).toContain(`href="${link(b)}"`);
    expect(second.html).not.toContain(a);
    expect(second.text).toContain(link(b));
    expect(first.html).toContain('<strong>readers</strong>');
    expect(first.subject).toBe('Agents in production');
    // Apart from the token, the two mails are the same.
    expect(second.html.split(b).join(a)).toBe(first.html);
    const test = await renderMail('newsletter-issue', { ...issue(a), test: true }, context);
    expect(test.subject).toBe('[Test] Agents in production');
  });

  it('names every failed platform of a post with its reason, and links to retry it', async () => {
    const mail = await renderMail(
      'social-post-failed',
      {
        firstName: 'Ada',
        excerpt: 'Our <b>new</b> fund',
        failures: [
          { platform: 'X (Twitter)', reason: 'X refused the post: it repeats the previous one.' },
          { platform: 'LinkedIn', reason: 'LinkedIn refused the post: duplicate.' },
        ],
      },
      context,
    );
    expect(mail.subject).toBe('Your post did not go out on X (Twitter) and LinkedIn');
    expect(mail.html).not.toContain('<b>new</b>');
    expect(mail.text).toContain('X (Twitter): X refused the post: it repeats the previous one.');
    expect(mail.text).toContain('LinkedIn: LinkedIn refused the post: duplicate.');
    expect(mail.text).toContain('https://sandglass.test/user/social-media?tab=scheduled');
  });
});
