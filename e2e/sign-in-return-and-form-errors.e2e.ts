import type { Browser, Page } from 'playwright-core';
import { FAKE_MODELS } from '../services/ai/test/fake-llm.js';
import { admin, baseUrl, launch, newPerson, openSession, signUpAt } from './support/browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('signing in from a page', () => {
  it('brings an admin back to the admin section whose Sign In they followed', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/admin/blog');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl()}/login?next=%2Fadmin%2Fblog`);
    await fillSignIn(page, admin().email, admin().password);
    await page.waitForURL(`${baseUrl()}/admin/blog`);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await context.close();
  });

  it('returns from the header’s Login link to the page it was followed from', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/team');
    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL(`${baseUrl()}/login?next=%2Fteam`);
    await fillSignIn(page, admin().email, admin().password);
    await page.waitForURL(`${baseUrl()}/team`);
    await page.getByText('Welcome', { exact: false }).first().waitFor();
    await context.close();
  });

  it('brings a visitor sent away from the playground back to it', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/ai-playground');
    await page.waitForURL(`${baseUrl()}/login?next=%2Fai-playground`);
    await fillSignIn(page, admin().email, admin().password);
    await page.waitForURL(`${baseUrl()}/ai-playground`);
    await page.getByRole('heading', { level: 1, name: 'AI Playground' }).waitFor();
    await context.close();
  });

  it('points /login at Sign Up, as /auth offers it, and comes back after signing up', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/login?next=%2Fteam');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(`${baseUrl()}/auth?next=%2Fteam&tab=sign-up`);
    await page.getByRole('tab', { name: 'Sign Up', selected: true }).waitFor();
    await page.getByLabel('First name').waitFor();
    await signUpAt(page, page.url());
    await page.waitForURL(`${baseUrl()}/team`);
    await context.close();
  });

  it('brings someone who signs up from a member page back to it', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/user/social-media');
    await page.getByRole('link', { name: 'Sign In or Create Account' }).click();
    await page.waitForURL(`${baseUrl()}/auth?next=%2Fuser%2Fsocial-media`);
    await signUpAt(page, page.url());
    await page.waitForURL(`${baseUrl()}/user/social-media`);
    // A new account is a guest: the page now says how to become a member.
    await page.getByRole('link', { name: 'Ask for Member Access' }).waitFor();
    await context.close();
  });

  it('goes home, not to another site, when `next` names one', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/login?next=https%3A%2F%2Fevil.example%2F');
    await fillSignIn(page, admin().email, admin().password);
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto('/login?next=%2F%2Fevil.example');
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });
});

describe('/login for someone signed in', () => {
  it('says who is signed in, with a way on and a way to switch accounts', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/login');
    await fillSignIn(page, admin().email, admin().password);
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'You are signed in' }).waitFor();
    await page.getByText(`(${admin().email})`, { exact: false }).waitFor();
    expect(await page.getByLabel('Password').count()).toBe(0);
    await page.getByRole('button', { name: 'Sign in as someone else' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    expect(page.url()).toBe(`${baseUrl()}/login`);
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await context.close();
  });
});

describe('sign-in and sign-up errors', () => {
  it('are shown beside the fields, not in the browser’s pop-ups', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const email = page.getByLabel('Email');
    await page.getByText('Enter your email address.').waitFor();
    await page.getByText('Enter your password.').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await email.evaluate((input: HTMLInputElement) => input.form?.noValidate)).toBe(true);
    await context.close();
  });

  it('say the sign-up password rule once', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const form = page.getByRole('tabpanel', { name: 'Sign Up' });
    expect(await form.getByText(/at least 6 characters/i).count()).toBe(1);
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Email').fill(newPerson().email);
    await form.getByLabel('Password').fill('12345');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await form.getByText('Password must be at least 6 characters.').waitFor();
    expect(await form.getByText(/at least 6 characters/i).count()).toBe(1);
    expect(page.url()).toBe(`${baseUrl()}/auth`);
    await context.close();
  });
});

describe('long inputs', () => {
  it('count the characters of the contact message near its limit', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/contact');
    // The pre-rendered form counts nothing until the app has made it live.
    await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
    const message = page.getByLabel('Message', { exact: true });
    await message.fill('x'.repeat(1000));
    expect(await page.getByText(/of 5,000 characters/).count()).toBe(0);
    await message.fill('x'.repeat(4600));
    await page.getByText('4,600 of 5,000 characters').waitFor();
    await message.fill('x'.repeat(5100));
    await page.getByText('5,000 of 5,000 characters').waitFor();
    expect((await message.inputValue()).length).toBe(5000);
    await page.getByText('Limit reached: 5,000 characters.').waitFor({ state: 'attached' });
    await context.close();
  });
});

describe('the AI Playground', () => {
  it('remembers the prompt and answer, reopens a past one, and says when Stop left nothing', async () => {
    const { page, context } = await openSession(browser);
    await signUpAt(page, '/auth');
    await page.waitForURL(`${baseUrl()}/`);
    await mainNav(page).getByRole('link', { name: 'AI Playground' }).click();
    await page.getByRole('heading', { level: 1, name: 'AI Playground' }).waitFor();
    // A guest may use the playground, but is no member.
    expect(await page.locator('header').getByText('Members', { exact: true }).count()).toBe(0);

    const prompt = page.getByLabel('Prompt');
    await prompt.fill('Where is legal AI heading?');
    await page.getByRole('button', { name: 'Generate Insight' }).click();
    const result = page.getByRole('region', { name: 'Insight' });
    await result.getByText(/tokens in · \d+ out · \$/).waitFor();

    await mainNav(page).getByRole('link', { name: 'Team', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/team`);
    await mainNav(page).getByRole('link', { name: 'AI Playground' }).click();
    expect(await prompt.inputValue()).toBe('Where is legal AI heading?');
    await result.getByText('Where is legal AI heading?', { exact: false }).first().waitFor();

    await prompt.fill('What about robotics?');
    await page.getByRole('button', { name: 'Generate Insight' }).click();
    await result.getByText('What about robotics?', { exact: false }).first().waitFor();
    await result.getByText(/tokens in · \d+ out · \$/).waitFor();
    const history = page.getByRole('region', { name: 'Recent generations' });
    const opens = history.getByRole('button', { name: /^Open AI Insight from/ });
    await opens.nth(1).waitFor();
    // The history lists the newest first: the second is the first question.
    await opens.nth(1).click();
    expect(await prompt.inputValue()).toBe('Where is legal AI heading?');
    await result.getByText('Where is legal AI heading?', { exact: false }).first().waitFor();
    expect(await result.getByText('What about robotics?', { exact: false }).count()).toBe(0);

    await page.getByLabel('Model').selectOption(FAKE_MODELS.silent);
    await page.getByRole('button', { name: 'Generate Insight' }).click();
    await page.getByRole('button', { name: 'Stop' }).click();
    await result.getByText('Stopped before the model wrote anything.').waitFor();
    expect(await result.getByText('The answer above is incomplete.').count()).toBe(0);
    await context.close();
  });

  it('counts the prompt’s characters near its 4,000-character limit', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/login?next=%2Fai-playground');
    await fillSignIn(page, admin().email, admin().password);
    await page.waitForURL(`${baseUrl()}/ai-playground`);
    await page.getByLabel('Prompt').fill('y'.repeat(3700));
    await page.getByText('3,700 of 4,000 characters').waitFor();
    await context.close();
  });
});
