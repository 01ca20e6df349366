import type { Browser, Locator, Page } from 'playwright-core';
import { admin, baseUrl, launch, openSession } from './support/browser.js';
import { openTab, signIn, toastText } from './support/member.js';

/**
 * Drafts in the browser: an admin publishes an article with "Share on social" and finds its
 * draft under Scheduled → Drafts (?status=draft), posts it now; a draft saved from the composer
 * waits there, unpublished, until it is deleted.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

let unique = 0;
const stamp = () => `${Date.now().toString(36)}${(unique += 1)}`;

const postCard = (page: Page, text: string): Locator =>
  page.getByRole('article').filter({ hasText: text });

const signInAdmin = (page: Page) => signIn(page, admin().email, admin().password);

/** Connects X through the sandbox's authorisation page, unless it is connected already. */
async function connectX(page: Page) {
  await page.goto('/user/social-media?tab=accounts');
  const row = page.getByRole('listitem', { name: 'X (Twitter)' });
  await row.waitFor();
  if ((await row.getByText(/^Connected as /).count()) > 0) return;
  await page.getByRole('button', { name: 'Connect X (Twitter)' }).click();
  await page.getByRole('heading', { name: /Allow this app to use your/ }).waitFor();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/user\/social-media\?tab=accounts/);
  await row.getByText(/^Connected as /).waitFor();
}

describe('social drafts', () => {
  it('shares a published article as a draft, which waits under Drafts until it is posted', async () => {
    const { page, context, problems } = await openSession(browser);
    await signInAdmin(page);
    await connectX(page);

    const title = `Drafted for social ${stamp()}`;
    await page.goto('/admin/blog');
    await page.getByRole('button', { name: 'Write article' }).click();
    const editor = page.getByRole('dialog', { name: 'Write an article' });
    await editor.getByLabel('Title', { exact: true }).fill(title);
    await editor.getByLabel('Category').selectOption({ label: 'Technology' });
    await editor.getByLabel('Excerpt').fill('Why we share what we write.');
    await editor.getByLabel('Body (Markdown)').fill('Short and to the point.');
    const share = editor.getByRole('checkbox', { name: 'Share on social' });
    expect(await share.isDisabled()).toBe(true);
    await editor.getByRole('radio', { name: 'Published' }).check();
    await share.check();
    await editor.getByRole('button', { name: 'Publish' }).click();
    await toastText(page, 'is waiting in Social Media → Scheduled, under Drafts.').waitFor();

    await page.goto('/user/social-media?tab=scheduled&status=draft');
    const card = postCard(page, title);
    await card.getByText('Draft', { exact: true }).first().waitFor();
    await card.getByText(`${baseUrl()}/insights/`, { exact: false }).waitFor();
    await card.getByRole('button', { name: 'Post Now' }).click();
    await toastText(page, 'Posted Successfully').waitFor({ timeout: 30_000 });
    // It leaves the drafts, and shows as posted with the other posts.
    await card.waitFor({ state: 'detached' });
    await page
      .getByRole('group', { name: 'Show posts' })
      .getByRole('button', { name: 'Scheduled and sent' })
      .click();
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await postCard(page, title).getByText('Posted', { exact: true }).first().waitFor();
    expect(problems.filter((problem) => /Content Security Policy/.test(problem))).toEqual([]);
    await context.close();
  });

  it('saves a post from the composer as a draft, which is never sent and can be deleted', async () => {
    const { page, context } = await openSession(browser);
    await signInAdmin(page);
    await connectX(page);
    await openTab(page, 'Create Post');
    const text = `Only a draft ${stamp()}`;
    await page.getByLabel('Post content').fill(text);
    await page.getByRole('button', { name: 'X (Twitter)' }).click();
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await toastText(page, 'Find it under Scheduled → Drafts').waitFor();
    expect(await page.getByLabel('Post content').inputValue()).toBe('');

    await openTab(page, 'Scheduled');
    await page
      .getByRole('group', { name: 'Show posts' })
      .getByRole('button', { name: 'Drafts' })
      .click();
    await page.waitForURL(/[?&]status=draft/);
    const card = postCard(page, text);
    await card.getByText('no time chosen yet').waitFor();
    await card.getByRole('button', { name: 'Delete this draft' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this draft?' })
      .getByRole('button', { name: 'Delete Draft' })
      .click();
    await toastText(page, 'The draft has been deleted.').waitFor();
    await card.waitFor({ state: 'detached' });
    await context.close();
  });
});
