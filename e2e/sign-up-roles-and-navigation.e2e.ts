import type { Browser, Page } from 'playwright-core';
import { admin, baseUrl, launch, newPerson, openSession, signUpAt } from './support/browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function signUp(page: Page, person = newPerson()) {
  await signUpAt(page, '/auth', person);
  await page.waitForURL(`${baseUrl()}/`);
  return person;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('a new visitor', () => {
  it('signs up, is greeted by first name, stays signed in across a reload and logs out', async () => {
    const { page, context, problems } = await openSession(browser);
    const person = await signUp(page, newPerson('Grace'));

    await page.getByText('Welcome Grace').waitFor();
    await page
      .getByText("Account created successfully. You're signed in as a guest", { exact: true })
      .waitFor();
    await mainNav(page).getByRole('link', { name: 'AI Playground' }).waitFor();
    expect(await mainNav(page).getByRole('link', { name: 'Social Media' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    // The access token lives in memory only; the httpOnly cookie brings the session back.
    expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain('eyJ');
    const cookie = (await context.cookies()).find((c) => c.name === 'sg_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    await page.reload();
    await page.getByText('Welcome Grace').waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('You have been successfully logged out.', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.getByText(`Welcome ${person.firstName}`).count()).toBe(0);
    expect(problems.filter((text) => /Content Security Policy/.test(text))).toEqual([]);
    await context.close();
  });

  it('sees the sign-in alert for a wrong password', async () => {
    const { page, context } = await openSession(browser);
    await signIn(page, 'nobody-here@example.com', 'wrong-password');
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
    expect(page.url()).toBe(`${baseUrl()}/login`);
    await context.close();
  });

  it('is told, at sign-up, that the email is taken', async () => {
    const { page, context } = await openSession(browser);
    const person = await signUp(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('First name').fill('Again');
    await page.getByLabel('Last name').fill('Again');
    await page.getByLabel('Email').fill(person.email.toUpperCase());
    await page.getByLabel('Password').fill('another-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Registration failed', { exact: true }).waitFor();
    await page
      .getByText(/An account with this email already exists/)
      .first()
      .waitFor();
    await context.close();
  });
});

describe('roles', () => {
  it('shows an admin the Admin button and the dashboard', async () => {
    const { page, context } = await openSession(browser);
    const { email, password } = admin();
    await signIn(page, email, password);
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByText('You have successfully logged in.', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL(`${baseUrl()}/admin`);
    expect(await page.getByText('Access Denied').count()).toBe(0);
    await mainNav(page).getByRole('link', { name: 'Social Media' }).waitFor();
    await context.close();
  });

  it('shows a guest Access Denied on /admin and how to get member access on /user/social-media', async () => {
    const { page, context } = await openSession(browser);
    await signUp(page);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText("You don't have permission to access the admin dashboard.").waitFor();

    await page.goto('/user/social-media');
    await page.getByRole('heading', { name: 'Member Access Required' }).waitFor();
    await page
      .getByText('Social media automation is available to members and admins only.')
      .waitFor();
    await page.getByRole('link', { name: 'Ask for Member Access' }).waitFor();
    await context.close();
  });

  it('shows a signed-out visitor the card with the way to sign in', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/user/social-media');
    await page.getByRole('heading', { name: 'Member Access Required' }).waitFor();
    await page.getByRole('link', { name: 'Sign In or Create Account' }).click();
    await page.waitForURL(/\/auth\?next=%2Fuser%2Fsocial-media$/);
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    await context.close();
  });
});

describe('the shell', () => {
  it('shows "404 Page Not Found" for an unknown page, served with status 404', async () => {
    const { page, context } = await openSession(browser);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await context.close();
  });

  it('highlights the active link and lists the spec’s navigation', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/team');
    const nav = mainNav(page);
    for (const name of [
      'Investment Thesis',
      'Portfolio',
      'Team',
      'Programs',
      'Insights',
      'Contact',
    ]) {
      await nav.getByRole('link', { name, exact: true }).waitFor();
    }
    expect(
      await nav.getByRole('link', { name: 'Team', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      await nav.getByRole('link', { name: 'Portfolio', exact: true }).getAttribute('aria-current'),
    ).toBeNull();
    await page.getByRole('link', { name: 'LP Portal' }).waitFor();
    const mail = page.locator('footer a[href^="mailto:"]').first();
    expect(await mail.getAttribute('href')).toMatch(/^mailto:.+@.+/);
    await page.locator('footer').getByText('Site monitored 24/7').waitFor();
    await context.close();
  });

  it('collapses the navigation behind a Menu button on a phone', async () => {
    const { page, context } = await openSession(browser, { width: 375, height: 740 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(
      await page.locator('header').getByRole('link', { name: 'Portfolio', exact: true }).count(),
    ).toBe(0);
    // A tap before the app has attached to the page is kept and replayed once it has.
    await menu.click();
    await page.getByRole('button', { name: 'Menu', expanded: true }).waitFor();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await mainNav(page).getByRole('link', { name: 'Portfolio', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/portfolio`);
    // The address changes first; the page (and the location the menu closes on) once it has come.
    await page
      .getByRole('heading', { level: 1, name: 'The companies we build with their founders' })
      .waitFor();
    await page.getByRole('button', { name: 'Menu', expanded: false }).waitFor();
    await menu.click();
    await page.getByRole('button', { name: 'Menu', expanded: true }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Menu', expanded: false }).waitFor();
    await context.close();
  });

  it('loads every page under the strict Content-Security-Policy without violations', async () => {
    const { page, context, problems } = await openSession(browser);
    for (const path of ['/', '/login', '/auth', '/team', '/no/such/page']) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.waitForLoadState('networkidle');
    }
    expect(problems.filter((text) => /Content Security Policy|Refused to/.test(text))).toEqual([]);
    await context.close();
  });
});
