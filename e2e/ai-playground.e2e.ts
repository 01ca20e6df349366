import type { Browser, Page } from 'playwright-core';
import { FAKE_MODELS } from '../services/ai/test/fake-llm.js';
import { startIsolatedStack, type IsolatedStack } from '../scripts/lib/isolated-stack.js';
import { admin, baseUrl, launch, openSession, signUpAt } from './support/browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Signs a new person up on the stack at `base`; they land on the home page, signed in. */
async function signUp(page: Page, base = baseUrl()) {
  await signUpAt(page, `${base}/auth`);
  await page.waitForURL(`${base}/`);
}

describe('the AI Playground', () => {
  it('streams an insight in as it is written, then shows its usage and lists it', async () => {
    const { page, context, problems } = await openSession(browser);
    await signUp(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'AI Playground' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'AI Playground' }).waitFor();

    const model = page.getByLabel('Model');
    expect(await model.inputValue()).toBe(FAKE_MODELS.small);
    // This model writes a piece every 150 ms, so the stream lasts a couple of seconds.
    await model.selectOption(FAKE_MODELS.slow);
    await page.getByLabel('Prompt').fill('Where is legal AI heading?');
    await page.getByRole('button', { name: 'Generate Insight' }).click();

    await page.getByRole('button', { name: 'Generating...' }).waitFor();
    const result = page.getByRole('region', { name: 'Insight' });
    await result.getByText('Where is legal AI heading?').waitFor();
    // The first words are on screen while the answer is still being written.
    expect(await page.getByRole('button', { name: 'Stop' }).isVisible()).toBe(true);
    expect(await result.getByText('Favour teams with distribution').count()).toBe(0);

    await result.getByText('Favour teams with distribution').waitFor();
    await result.getByText(/tokens in · \d+ out · \$/).waitFor();
    expect(await page.getByRole('button', { name: 'Stop' }).count()).toBe(0);
    expect(await result.locator('strong').first().textContent()).toBe('Insight:');

    const history = page.getByRole('region', { name: 'Recent generations' });
    await history.getByText(FAKE_MODELS.slow, { exact: false }).waitFor();
    expect(await history.getByText('AI Insight', { exact: true }).count()).toBe(1);
    expect(problems.filter((text) => /Content Security Policy/.test(text))).toEqual([]);
    await context.close();
  });

  it('keeps Generate Insight disabled while the prompt is blank', async () => {
    const { page, context } = await openSession(browser);
    await signUp(page);
    await page.goto('/ai-playground');
    const button = page.getByRole('button', { name: 'Generate Insight' });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Prompt').fill('    ');
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Prompt').fill('A question');
    expect(await button.isDisabled()).toBe(false);
    await context.close();
  });

  it('stops a generation, keeping what arrived', async () => {
    const { page, context } = await openSession(browser);
    await signUp(page);
    await page.goto('/ai-playground');
    await page.getByLabel('Model').selectOption(FAKE_MODELS.slow);
    await page.getByLabel('Prompt').fill('Stop me');
    await page.getByRole('button', { name: 'Generate Insight' }).click();
    const result = page.getByRole('region', { name: 'Insight' });
    await result.getByText('Stop me').waitFor();
    await page.getByRole('button', { name: 'Stop' }).click();
    await result.getByText('Stopped. The answer above is incomplete.').waitFor();
    expect(await result.getByText('Stop me').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Generate Insight' }).isEnabled()).toBe(true);
    await context.close();
  });

  it('lets an admin save a generated blog draft as a draft article', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin().email);
    await page.getByLabel('Password').fill(admin().password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto('/ai-playground');
    await page.getByRole('tab', { name: 'Blog Content' }).click();
    const form = page.getByRole('form', { name: 'Blog Content' });
    const topic = `Vertical AI ${Date.now()}`;
    await form.getByLabel('Topic').fill(topic);
    await form.getByLabel('Category (optional)').selectOption({ label: 'Technology' });
    await form.getByRole('button', { name: 'Generate Blog Content' }).click();

    const result = page.getByRole('region', { name: 'Blog draft' });
    await result.getByRole('heading', { name: `On ${topic}` }).waitFor();
    await result.getByText(`A short look at ${topic}.`).waitFor();
    expect(await result.getByLabel('Blog category').inputValue()).toBe('technology');
    await result.getByRole('button', { name: 'Save as Draft' }).click();
    await result.getByText('Saved as a draft article.').waitFor();

    await result.getByRole('link', { name: 'Open it in the blog admin' }).click();
    await page.waitForURL(`${baseUrl()}/admin/blog`);
    await page.getByText(`On ${topic}`).first().waitFor();
    await context.close();
  });

  it('sends a signed-out visitor to sign in, to come back here', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/ai-playground');
    await page.waitForURL(`${baseUrl()}/login?next=%2Fai-playground`);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await context.close();
  });
});

describe('the AI Playground on a server without an AI key', () => {
  let stack: IsolatedStack;

  beforeAll(async () => {
    stack = await startIsolatedStack(
      'e2enokey',
      { AI_API_KEY: '', RATE_LIMIT_REGISTER_PER_IP: '1000' },
      () => undefined,
    );
  }, 120_000);
  afterAll(() => stack?.stop());

  it('shows a notice in place of the forms', async () => {
    const { page, context } = await openSession(browser);
    await signUp(page, stack.gatewayUrl);
    await page.goto(`${stack.gatewayUrl}/ai-playground`);
    await page.getByRole('heading', { name: 'AI is not available yet' }).waitFor();
    await page
      .getByText('AI is not configured on this server. An administrator needs to set AI_API_KEY.')
      .waitFor();
    expect(await page.getByLabel('Prompt').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Generate Insight' }).count()).toBe(0);
    await context.close();
  });
});
