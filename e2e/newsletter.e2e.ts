import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { admin, baseUrl, launch, newPerson, openSession } from './support/browser.js';

/** axe-core's browser build, evaluated in the page (devtools evaluation is not subject to CSP). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe-core's findings inside the elements `within` selects. */
async function axeViolations(page: Page, within: string): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate(
    (selector) =>
      (
        window as unknown as {
          axe: {
            run(context: string): Promise<{
              violations: { id: string; help: string; nodes: { target: string[] }[] }[];
            }>;
          };
        }
      ).axe.run(selector),
    within,
  );
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * The newsletter journey through the built stack and its mail sandbox: a visitor subscribes and
 * confirms from the mail, the admin sends an insights article as an issue, the mail arrives with
 * one-click unsubscribe headers, its link's page does not unsubscribe and the one-click POST does.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

interface CaughtMail {
  envelope: { to: string[] };
  subject: string;
  text: string;
  html: string | null;
  headers: string[];
}

/** The first mail the sandbox caught that matches (waits for state, never for a time). */
async function mailTo(
  address: string,
  match: (mail: CaughtMail) => boolean,
  timeoutMs = 60_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${process.env.E2E_MAIL_SANDBOX_URL}/__mail/messages`);
    const { messages } = (await response.json()) as { messages: CaughtMail[] };
    const found = messages.find((mail) => mail.envelope.to.includes(address) && match(mail));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No matching mail reached ${address}.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const header = (mail: CaughtMail, name: string) =>
  mail.headers
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.replace(/\r?\n\s+/g, ' ')
    .slice(name.length + 1)
    .trim();

async function signIn(page: Page) {
  const { email, password } = admin();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl()}/`);
}

/** The subscriber's status as the admin's Newsletter tab shows it. */
async function statusInAdmin(page: Page, email: string): Promise<string> {
  await page.goto('/admin/newsletter');
  await page.getByLabel('Search subscribers').fill(email);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: email }) });
  await row.waitFor();
  return (await row.getByRole('cell').first().innerText()).trim();
}

it('subscribes, confirms from the mail, receives an article sent as an issue and unsubscribes in one click', async () => {
  const reader = newPerson('Reader').email;

  // A visitor subscribes...
  const visitor = await openSession(browser, { width: 390, height: 844 });
  await visitor.page.goto('/insights');
  await visitor.page.getByLabel('Email address').fill(reader);
  await visitor.page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await visitor.page
    .getByText(/a confirmation email is on its way/)
    .first()
    .waitFor();
  // ...and confirms with the link in the mail.
  const confirmation = await mailTo(reader, (mail) => mail.subject.startsWith('Confirm'));
  const confirm = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[\w-]+/.exec(
    confirmation.text,
  )?.[0];
  expect(confirm).toBeDefined();
  await visitor.page.goto(confirm!);
  await visitor.page.getByText('Subscription confirmed').first().waitFor();

  // The admin sends an insights article as an issue.
  const session = await openSession(browser);
  const { page } = session;
  await signIn(page);
  expect(await statusInAdmin(page, reader)).toBe('Confirmed');
  await page.goto('/admin/blog');
  const send = page.getByRole('button', { name: /as a newsletter$/ }).first();
  const title = /^Send “(.+)” as a newsletter$/.exec(
    (await send.getAttribute('aria-label')) ?? '',
  )?.[1];
  expect(title).toBeDefined();
  await send.click();
  await page.waitForURL(/\/admin\/newsletter\?tab=issues&issue=/);
  const issue = page.getByRole('dialog', { name: title });
  await issue.getByRole('button', { name: 'Send now' }).click();
  await issue.getByRole('button', { name: 'Yes, send it' }).click();
  await page.getByText('The issue is going out').first().waitFor();
  await issue.getByRole('heading', { name: /^(Sending|Sent)$/ }).waitFor();
  await issue.getByRole('heading', { name: 'Sent' }).waitFor({ timeout: 60_000 });

  // The mail arrives once, with both one-click headers and the link in its footer.
  const mail = await mailTo(reader, (caught) => caught.subject === title);
  const listUnsubscribe = header(mail, 'List-Unsubscribe');
  expect(listUnsubscribe).toMatch(
    /^<https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=[\w-]{43}>$/,
  );
  expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const unsubscribe = listUnsubscribe!.slice(1, -1);
  expect(mail.html).toContain(unsubscribe);

  // Following the link (as a mail scanner would) shows a page with a button and changes nothing.
  await visitor.page.goto(unsubscribe);
  await visitor.page.getByRole('button', { name: 'Unsubscribe' }).waitFor();
  expect(await statusInAdmin(page, reader)).toBe('Confirmed');

  // The mail client's one-click POST unsubscribes at once, with no sign-in.
  const oneClick = await fetch(unsubscribe, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
    redirect: 'manual',
  });
  expect(oneClick.status).toBe(303);
  expect(await statusInAdmin(page, reader)).toBe('Unsubscribed');
  expect(visitor.problems).toEqual([]);
  expect(session.problems).toEqual([]);
  await visitor.context.close();
  await session.context.close();
});

it('writes an issue at 390 px by keyboard with a desktop and a phone preview, tests it, schedules and cancels it, deletes it, and exports the subscribers', async () => {
  const session = await openSession(browser, { width: 390, height: 844 });
  const { page } = session;
  await signIn(page);
  await page.goto('/admin/newsletter?tab=issues');
  const subject = `Field notes ${Date.now().toString(36)}`;

  const write = page.getByRole('button', { name: 'Write issue' });
  await write.focus();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'Write an issue' });
  // Saving an empty issue says what is missing at the field.
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await editor.getByText('Enter a subject.').waitFor();
  await editor.getByLabel('Subject').fill(subject);
  await editor.getByLabel('Preheader').fill('Three things we learned');
  await editor.getByLabel('Body (Markdown)').fill('## What we saw\n\nAgents **in production**.');
  const preview = editor.getByRole('region', { name: 'Preview' });
  await preview.getByRole('heading', { name: 'What we saw' }).waitFor();
  const phone = editor.getByRole('button', { name: 'Phone' });
  await phone.focus();
  await page.keyboard.press('Space');
  expect(await phone.getAttribute('aria-pressed')).toBe('true');
  const frame = editor.locator('[data-preview-width="phone"]');
  await frame.waitFor();
  expect((await frame.boundingBox())!.width).toBeLessThanOrEqual(360);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await editor.getByRole('button', { name: 'Save draft' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText(`“${subject}” is saved.`, { exact: false }).first().waitFor();

  // A test goes to one address only.
  await page.getByRole('button', { name: `Test or send “${subject}”` }).click();
  const issue = page.getByRole('dialog', { name: subject });
  const tester = newPerson('Tester').email;
  await issue.getByLabel('Email').fill(tester);
  await page.keyboard.press('Enter');
  await page.getByText('Test sent').first().waitFor();
  const test = await mailTo(tester, (mail) => mail.subject === `[Test] ${subject}`);
  expect(header(test, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

  // Scheduled for tomorrow, then cancelled: a draft again.
  const tomorrow = new Date(Date.now() + 86_400_000);
  const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 16);
  await issue.getByLabel('Send at (your time)').fill(local);
  await issue.getByRole('button', { name: 'Schedule', exact: true }).click();
  await page.getByText('Issue scheduled').first().waitFor();
  await issue.getByRole('button', { name: 'Cancel schedule' }).click();
  await page.getByText('Schedule cancelled').first().waitFor();
  await issue.getByRole('button', { name: 'Send now' }).waitFor();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await issue.getByRole('button', { name: 'Close' }).click();
  await issue.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: `Delete the draft “${subject}”` }).click();
  await page
    .getByRole('dialog', { name: `Delete “${subject}”?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByText('Draft deleted').first().waitFor();
  await page
    .getByRole('button', { name: `Test or send “${subject}”` })
    .waitFor({ state: 'detached' });

  // The subscribers, as a CSV file.
  await page.getByRole('tab', { name: 'Subscribers' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('newsletter-subscribers.csv');
  expect(session.problems).toEqual([]);
  await session.context.close();
});
