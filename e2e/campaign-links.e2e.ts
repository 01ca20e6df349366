import type { Browser } from 'playwright-core';
import { baseUrl, launch, newPerson, openSession, visitorUserAgent } from './support/browser.js';
import { openTab, signInNewMember } from './support/member.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('campaign links', () => {
  it('tag a link to the site as it goes out, and the visit it brings, with its newsletter sign-up, shows on the post card', async () => {
    const { page, context } = await openSession(browser);
    await signInNewMember(page, 'Katherine');
    await page.goto('/user/social-media');
    await page.getByRole('heading', { level: 1, name: 'Social Media Automation' }).waitFor();

    // Connect LinkedIn through the platform sandbox.
    await openTab(page, 'Accounts');
    await page.getByRole('button', { name: 'Connect LinkedIn' }).click();
    await page.getByRole('heading', { name: /Allow this app to use your/ }).waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/user\/social-media\?tab=accounts/);
    await page
      .getByRole('listitem', { name: 'LinkedIn' })
      .getByText(/^Connected as /)
      .waitFor();

    // A post with a link to the site, campaign links on (the default), out now.
    await openTab(page, 'Create Post');
    const marker = `${Date.now().toString(36)}`;
    const siteLink = `${baseUrl()}/programs`;
    await page.getByLabel('Post content').fill(`Apply to our program ${marker}: ${siteLink}`);
    await page.getByRole('button', { name: /^LinkedIn/ }).click();
    expect(await page.getByLabel('Tag links to our site').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Post Now' }).click();
    const outcome = page.getByRole('region', { name: 'Post Now results' });
    const published = outcome.getByRole('link', { name: /View post on LinkedIn/ });
    await published.waitFor({ timeout: 30_000 });

    // On the platform, the link carries the campaign tags.
    const platformPage = await context.newPage();
    await platformPage.goto((await published.getAttribute('href'))!);
    const shown = (await platformPage.locator('blockquote').textContent())!;
    const tagged = shown.slice(shown.indexOf(siteLink));
    expect(tagged).toMatch(
      /\/programs\?utm_source=linkedin&utm_medium=social&utm_campaign=apply-to-our-program-[a-z0-9]+-[0-9a-f]{8}$/,
    );
    await platformPage.close();

    // A reader follows it in a browser of their own; the site's tracker records the visit.
    const reader = await browser.newContext({ userAgent: visitorUserAgent() });
    const readerPage = await reader.newPage();
    await readerPage.goto(tagged, { referer: 'https://www.linkedin.com/' });
    await readerPage.waitForFunction(() => document.documentElement.dataset.app === 'live');
    // In the same visit they sign up for the newsletter: a conversion of the campaign.
    await readerPage
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Insights' })
      .click();
    await readerPage.waitForURL(`${baseUrl()}/insights`);
    await readerPage.getByLabel('Email address').fill(newPerson('Reader').email);
    await readerPage.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await readerPage
      .getByText(/a confirmation email is on its way/)
      .first()
      .waitFor();

    // The post's card in Scheduled shows the visit once the tracker's batch is in: each read
    // of the list asks the site's analytics afresh.
    const card = page.getByRole('article').filter({ hasText: `Apply to our program ${marker}` });
    // On a loaded machine the whole chain (beacon, roll-up of the visit, social asking content
    // within its 2 s) can take a while: wait for the state, with room.
    const until = Date.now() + 60_000;
    for (;;) {
      await page.goto('/user/social-media?tab=scheduled');
      try {
        await card.getByText('1 visit · 1 conversion').waitFor({ timeout: 2_000 });
        break;
      } catch (error) {
        if (Date.now() > until) throw error;
      }
    }
    await reader.close();
    await context.close();
  }, 150_000);
});
