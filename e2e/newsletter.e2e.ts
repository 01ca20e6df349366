import type { Browser, Page } from 'playwright-core';
import { admin, baseUrl, launch, newPerson, openSession } from './support/browser.js';

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
