import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, newPerson, openSession, signUpAt } from './support/browser.js';

/** axe-core's browser build, evaluated in the page (devtools evaluation is not subject to CSP). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const sandboxUrl = () => {
  const url = process.env.E2E_MAIL_SANDBOX_URL;
  if (!url)
    throw new Error('E2E_MAIL_SANDBOX_URL is not set: run the e2e tier through `npm test`.');
  return url;
};

/**
 * Opens the newest mail to `to` whose subject starts with `subject` on the mail sandbox's page,
 * as a newcomer would, and returns the address of its link to `path` on the site.
 */
async function linkInMail(page: Page, to: string, subject: string, path: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    await page.goto(sandboxUrl());
    const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
    if ((await row.count()) > 0) {
      await row.getByRole('link').click();
      await page.getByRole('heading', { level: 1, name: new RegExp(`^${subject}`) }).waitFor();
      const link = page.locator(`pre a[href*="${path}?"]`).first();
      const href = await link.getAttribute('href');
      if (!href) throw new Error(`The mail has no ${path} link.`);
      return href;
    }
    if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${to} arrived.`);
    await page.waitForTimeout(250);
  }
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl()}/`);
}

describe('a person managing their own account', () => {
  it('verifies, resets the password, ends another session, downloads the data and deletes the account', async () => {
    const { page, context, problems } = await openSession(browser);
    const person = newPerson('Hedy');

    // Sign up: a quiet banner asks to confirm the address until the mailed link is followed.
    await signUpAt(page, '/auth', person);
    await page.waitForURL(`${baseUrl()}/`);
    const banner = page.getByRole('region', { name: 'Email confirmation' });
    await banner.waitFor();
    const mailPage = await context.newPage();
    const verify = await linkInMail(
      mailPage,
      person.email,
      'Confirm your email address',
      '/verify-email',
    );
    expect(verify.startsWith(`${baseUrl()}/verify-email?token=`)).toBe(true);
    await page.goto(verify);
    await page.getByText('Thank you: your email address is confirmed.').waitFor();
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await page.getByText('Verified', { exact: true }).waitFor();
    expect(await banner.count()).toBe(0);

    // Forget the password: the sign-in page's link, the same sentence, a mail with a link.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${baseUrl()}/forgot-password`);
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account uses this address, we have sent it a link').waitFor();
    const reset = await linkInMail(
      mailPage,
      person.email,
      'Choose a new password',
      '/reset-password',
    );
    await page.goto(reset);
    const newPassword = 'a brand new passphrase';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your new password is set, and every device was signed out.').waitFor();
    // The link works once.
    await page.goto(reset);
    await page.getByLabel('New password', { exact: true }).fill('yet another passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(/This password reset link does not work any more/).waitFor();

    // Sign in with the new password, here and on a second device.
    await signIn(page, person.email, newPassword);
    const other = await openSession(browser);
    await signIn(other.page, person.email, newPassword);

    // End the other session from the account page (the greeting leads there).
    await page.getByRole('link', { name: `Welcome ${person.firstName}` }).click();
    await page.waitForURL(`${baseUrl()}/account`);
    const sessions = page.getByRole('region', { name: 'Sessions' });
    await sessions.getByText('This device').waitFor();
    const signOutOther = sessions.getByRole('button', { name: /^Sign out .*, signed in / });
    await signOutOther.waitFor();
    expect(await signOutOther.count()).toBe(1);
    await signOutOther.click();
    await page.getByText('is signed out.').first().waitFor();
    const refreshed = await other.page.request.post('/api/auth/refresh');
    expect(refreshed.status()).toBe(401);
    await other.context.close();

    // Download the data.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download your data' }).click(),
    ]);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(file.account.profile).toMatchObject({ email: person.email, emailVerified: true });
    expect(JSON.stringify(file)).not.toMatch(/password_?hash|passwordHash/i);

    // Delete the account: the password, then home and signed out; signing in fails.
    const deletion = page.getByRole('region', { name: 'Delete account' });
    await deletion.getByLabel('Your password').fill(newPassword);
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    const login = await page.request.post('/api/auth/login', {
      data: { email: person.email, password: newPassword },
    });
    expect(login.status()).toBe(401);

    // Refusals the journey asked for (the spent link, the ended sign-in) are not problems.
    expect(problems.filter((problem) => !problem.startsWith('Failed to load resource'))).toEqual(
      [],
    );
    await context.close();
  }, 180_000);

  it.each([
    ['a phone', 390, 844],
    ['a desktop', 1280, 800],
  ])(
    'the account pages on %s: nothing for axe-core, nothing wider than the screen',
    async (_device, width, height) => {
      const { page, context } = await openSession(browser, { width, height });
      const person = newPerson('Ida');
      await signUpAt(page, '/auth', person);
      await page.waitForURL(`${baseUrl()}/`);
      const found: string[] = [];
      for (const path of [
        '/account',
        '/forgot-password',
        '/reset-password?token=x',
        '/verify-email',
      ]) {
        await page.goto(path);
        await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.evaluate(AXE_SOURCE);
        const { violations } = (await page.evaluate(() =>
          (
            window as unknown as {
              axe: { run(d: Document): Promise<{ violations: AxeViolation[] }> };
            }
          ).axe.run(document),
        )) as { violations: AxeViolation[] };
        for (const violation of violations)
          found.push(
            `${path}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        if (overflow > 0) found.push(`${path}: ${overflow}px wider than the screen`);
      }
      expect(found).toEqual([]);
      await context.close();
    },
  );
});
