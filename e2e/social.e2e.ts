import type { Browser, Locator, Page } from 'playwright-core';
import { admin, launch, newPerson, openSession } from './support/browser.js';
import { axeViolations, openTab, signIn, signInNewMember, toastText } from './support/member.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** A 1×1 PNG: small enough to upload in a blink, real enough for the server to decode. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let unique = 0;
const stamp = () => `${Date.now().toString(36)}${(unique += 1)}`;

/** Approves a platform on the sandbox's authorisation page and comes back to Accounts. */
async function authorize(page: Page, displayName: string) {
  await openTab(page, 'Accounts');
  await page.getByRole('button', { name: `Connect ${displayName}` }).click();
  await page.getByRole('heading', { name: /Allow this app to use your/ }).waitFor();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/user\/social-media\?tab=accounts/);
  await toastText(page, `${displayName} is connected.`).waitFor();
}

/** Connects a platform through the sandbox's authorisation page and comes back to Accounts. */
async function connect(page: Page, displayName: string) {
  await authorize(page, displayName);
  const row = page.getByRole('listitem', { name: displayName });
  await row.getByText(/^Connected as /).waitFor();
}

/** Picks on the calendar the day, and types the time, that are `msAhead` from now (browser time). */
async function pickMoment(page: Page, msAhead: number): Promise<void> {
  const { day, time, nextMonth } = await page.evaluate((ahead) => {
    const now = new Date();
    const at = new Date(now.getTime() + ahead);
    const pad = (n: number) => String(n).padStart(2, '0');
    return {
      day: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
      time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
      nextMonth: at.getMonth() !== now.getMonth(),
    };
  }, msAhead);
  if (nextMonth) await page.getByRole('button', { name: /next month/i }).click();
  await page.locator(`[data-day="${day}"] button`).click();
  await page.getByText(/^Selected: /).waitFor();
  await page.getByLabel('Time').fill(time);
}

function postCard(page: Page, text: string): Locator {
  return page.getByRole('article').filter({ hasText: text });
}

async function analyticsFigure(page: Page, card: string): Promise<number> {
  await openTab(page, 'Analytics');
  const region = page.getByRole('region', { name: card });
  await region.waitFor();
  return Number((await region.locator('p').first().textContent())?.replace('%', ''));
}

describe('social media automation', () => {
  it('shows a signed-out visitor and a guest the Member Access Required card', async () => {
    const { page, context } = await openSession(browser);
    await page.goto('/user/social-media');
    await page.getByRole('heading', { name: 'Member Access Required' }).waitFor();
    await page.getByRole('link', { name: 'Sign In or Create Account' }).waitFor();

    const person = newPerson('Guest');
    const registered = await page.request.post('/api/auth/register', { data: person });
    expect(registered.ok()).toBe(true);
    await page.context().clearCookies();
    await signIn(page, person.email, person.password);
    await page.goto('/user/social-media');
    await page.getByRole('heading', { name: 'Member Access Required' }).waitFor();
    await page
      .getByText('Social media automation is available to members and admins only.')
      .waitFor();
    expect(await page.getByRole('tab', { name: 'Create Post' }).count()).toBe(0);
    await context.close();
  });

  it('connects X and LinkedIn, generates, posts now, schedules, cancels, sees it publish live, and an admin sees the posts', async () => {
    const { page, context, problems } = await openSession(browser);
    await signInNewMember(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Social Media' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Social Media Automation' }).waitFor();
    expect(await analyticsFigure(page, 'Total Posts')).toBe(0);

    await connect(page, 'X (Twitter)');
    await connect(page, 'LinkedIn');

    // Generate with AI, in the tone and length chosen: the generated post replaces the topic,
    // and Undo puts the topic back.
    await openTab(page, 'Create Post');
    await page.getByRole('button', { name: 'Generate with AI' }).click();
    await toastText(page, 'Please enter a topic to generate content about').waitFor();
    const topic = `Seed rounds for vertical AI ${stamp()}`;
    const text = page.getByLabel('Post content');
    await text.fill(topic);
    await page.getByRole('button', { name: 'X (Twitter)' }).click();
    await page.getByRole('button', { name: /^LinkedIn/ }).click();
    const generate = page.getByRole('group', { name: 'Generate with AI' });
    await generate.getByLabel('Tone').selectOption('friendly');
    await generate.getByLabel('Length').selectOption('short');
    await generate.getByRole('button', { name: 'Generate with AI' }).click();
    await toastText(page, 'AI-powered content has replaced your topic in the post.').waitFor({
      timeout: 30_000,
    });
    const generated = await text.inputValue();
    expect(generated.startsWith(topic)).toBe(false);
    expect(generated.length).toBeGreaterThan(10);
    await generate.getByRole('button', { name: 'Undo' }).click();
    expect(await text.inputValue()).toBe(topic);
    // The generated text may be long for X: keep the topic and a stamp so the post fits.
    const nowText = `${topic} – now`;
    await text.fill(nowText);
    await page
      .getByRole('list', { name: 'Length per platform' })
      .getByText(/X \(Twitter\): \d+\/280/)
      .waitFor();

    // Post Now to both: a link to each published post.
    await page.getByRole('button', { name: 'Post Now' }).click();
    await toastText(page, 'Posted to 2 platforms').waitFor({ timeout: 30_000 });
    const outcome = page.getByRole('region', { name: 'Post Now results' });
    const xLink = outcome.getByRole('link', { name: /View post on X \(Twitter\)/ });
    await xLink.waitFor();
    await outcome.getByRole('link', { name: /View post on LinkedIn/ }).waitFor();
    expect(await xLink.getAttribute('href')).toMatch(/^https?:\/\//);
    expect(await text.inputValue()).toBe('');
    expect(
      await page.getByRole('button', { name: 'X (Twitter)' }).getAttribute('aria-pressed'),
    ).toBe('false');

    // Schedule one two minutes ahead (the time is read in the member's own zone).
    const soonText = `${topic} – in two minutes`;
    await text.fill(soonText);
    await page.getByRole('button', { name: 'X (Twitter)' }).click();
    await page.getByRole('button', { name: 'Schedule Post' }).click();
    await toastText(
      page,
      'Please enter content, select platforms, and choose a date/time',
    ).waitFor();
    await pickMoment(page, 2 * 60_000);
    await page.getByRole('button', { name: 'Schedule Post' }).click();
    await toastText(page, 'Your post has been scheduled successfully').waitFor();
    expect(await text.inputValue()).toBe('');
    await page.getByText('No date selected.').waitFor();
    expect(await page.getByLabel('Time').inputValue()).not.toBe('');

    // Schedule another, later, and cancel it.
    const laterText = `${topic} – cancelled`;
    await text.fill(laterText);
    await page.getByRole('button', { name: /^LinkedIn/ }).click();
    await pickMoment(page, 60 * 60_000);
    await page.getByRole('button', { name: 'Schedule Post' }).click();
    await toastText(page, 'Your post has been scheduled successfully').waitFor();

    await openTab(page, 'Scheduled');
    const edited = `${laterText} (edited)`;
    await postCard(page, laterText).getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Scheduled Post' });
    await editor.getByLabel('Post content').fill(edited);
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await toastText(page, 'Your changes to the post have been saved.').waitFor();
    const later = postCard(page, edited);
    await later.getByText('Pending', { exact: true }).first().waitFor();
    await later.getByRole('button', { name: /^Cancel the post/ }).click();
    await page
      .getByRole('dialog', { name: 'Cancel this post?' })
      .getByRole('button', { name: 'Cancel Post' })
      .click();
    await toastText(page, 'Scheduled post has been cancelled').waitFor();
    // Cancelled posts leave the list for a filter of their own.
    await later.waitFor({ state: 'detached' });
    const showPosts = page.getByRole('group', { name: 'Show posts' });
    await showPosts.getByRole('button', { name: 'Cancelled' }).click();
    await later.getByText('Cancelled', { exact: true }).first().waitFor();
    expect(await later.getByRole('button', { name: /^Cancel the post/ }).count()).toBe(0);
    await showPosts.getByRole('button', { name: 'Scheduled and sent' }).click();

    // Every tab passes axe-core at desktop and phone widths (no reload: the stream stays open),
    // once the last toast has gone (a toast fading out reads as low contrast).
    await page
      .getByRole('region', { name: /Notifications/ })
      .locator('li')
      .waitFor({ state: 'detached', timeout: 10_000 });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const tab of ['Create Post', 'Scheduled', 'Analytics', 'Accounts']) {
        await openTab(page, tab);
        await page.waitForTimeout(300);
        expect({ width, tab, violations: await axeViolations(page) }).toEqual({
          width,
          tab,
          violations: [],
        });
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // The two-minute post turns Posted on screen, pushed by the server: no reload, no polling.
    await openTab(page, 'Scheduled');
    const soon = postCard(page, soonText);
    await soon
      .getByText(/^(Pending|Posted)$/)
      .first()
      .waitFor();
    await soon.getByText('Posted', { exact: true }).first().waitFor({ timeout: 200_000 });
    await soon.getByRole('link', { name: /View post on X \(Twitter\)/ }).waitFor();

    // Posted now, posted on time, and the cancelled one, which counts nowhere.
    expect(await analyticsFigure(page, 'Total Posts')).toBe(2);
    expect(await analyticsFigure(page, 'Successful')).toBe(2);
    expect(await analyticsFigure(page, 'Success Rate')).toBe(100);
    expect(problems.filter((problem) => /Content Security Policy/.test(problem))).toEqual([]);
    await context.close();

    // An admin sees the member's posts in the console.
    const adminSession = await openSession(browser);
    await signIn(adminSession.page, admin().email, admin().password);
    await adminSession.page.goto('/admin/social');
    await adminSession.page.getByRole('heading', { level: 2, name: 'Social' }).waitFor();
    await adminSession.page
      .getByRole('region', { name: 'Publish queue' })
      .getByText('Workers seen in the last minute')
      .waitFor();
    await adminSession.page.getByRole('button', { name: 'Cancelled', exact: true }).click();
    await postCard(adminSession.page, edited).waitFor();
    await adminSession.page.getByRole('button', { name: 'Posted', exact: true }).click();
    await postCard(adminSession.page, soonText)
      .getByRole('link', { name: /View post on X \(Twitter\)/ })
      .waitFor();
    await adminSession.context.close();
  }, 420_000);

  it('connects Facebook by choosing one of several Pages, and attaches and removes an image', async () => {
    const { page, context } = await openSession(browser, { width: 390, height: 844 });
    await signInNewMember(page);
    await page.goto('/user/social-media?tab=accounts');
    await page.getByRole('button', { name: 'Connect Facebook' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a Facebook Page' });
    await picker.getByLabel('Sandglass Sandbox Studio').check();
    expect(await axeViolations(page)).toEqual([]);
    await picker.getByRole('button', { name: 'Use This Page' }).click();
    await toastText(page, 'Facebook posts will go to Sandglass Sandbox Studio.').waitFor();
    await page
      .getByRole('listitem', { name: 'Facebook' })
      .getByText('Connected as Sandglass Sandbox Studio')
      .waitFor();
    expect(page.url()).not.toContain('choose=');

    await openTab(page, 'Create Post');
    await page.getByRole('button', { name: 'Facebook', exact: true }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'pixel.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    const image = page.getByRole('img', { name: 'Attached image 1: pixel.png' });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^\/api\/social\/media\//);
    await page.getByLabel('Post content').fill(`A picture ${stamp()}`);
    await page
      .getByRole('listitem', { name: 'Preview on Facebook' })
      .getByRole('img', { name: 'Image 1 of the post' })
      .waitFor();
    await page.getByRole('button', { name: 'Remove image 1: pixel.png' }).click();
    expect(await image.count()).toBe(0);
    await context.close();
  });
});

/** Whether the element is the one with keyboard focus. */
const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** Disconnects a platform on the Accounts tab, confirming. */
async function disconnect(page: Page, displayName: string) {
  await openTab(page, 'Accounts');
  await page
    .getByRole('listitem', { name: displayName })
    .getByRole('button', { name: 'Disconnect' })
    .click();
  await page
    .getByRole('dialog', { name: `Disconnect ${displayName}?` })
    .getByRole('button', { name: 'Disconnect' })
    .click();
  await toastText(page, `${displayName} is disconnected.`).waitFor();
  await page.getByRole('listitem', { name: displayName }).getByText('Not connected').waitFor();
}

/** Writes a post for `platforms` and schedules it `msAhead` from now. */
async function schedulePost(page: Page, text: string, platforms: string[], msAhead: number) {
  await openTab(page, 'Create Post');
  await page.getByLabel('Post content').fill(text);
  for (const name of platforms) await page.getByRole('button', { name, exact: true }).click();
  await pickMoment(page, msAhead);
  await page.getByRole('button', { name: 'Schedule Post' }).click();
  await toastText(page, 'Your post has been scheduled successfully').waitFor();
}

async function postNow(page: Page, text: string, platforms: string[], toast: string) {
  await openTab(page, 'Create Post');
  await page.getByLabel('Post content').fill(text);
  for (const name of platforms) await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Post Now' }).click();
  await toastText(page, toast).waitFor({ timeout: 30_000 });
}

const SIZES = [
  [1280, 800],
  [390, 844],
] as const;

describe.each(SIZES)('social publishing at %i×%i', (width, height) => {
  it('counts as the server does, keeps Post Now and Schedule off over a limit saying why, shows mistakes at their fields, and keeps every platform toggle readable', async () => {
    const { page, context } = await openSession(browser, { width, height });
    await signInNewMember(page);
    await page.goto('/user/social-media');
    await connect(page, 'X (Twitter)');
    await openTab(page, 'Create Post');
    const text = page.getByLabel('Post content');
    const x = page.getByRole('button', { name: 'X (Twitter)', exact: true });
    const postNowButton = page.getByRole('button', { name: 'Post Now' });
    const scheduleButton = page.getByRole('button', { name: 'Schedule Post' });

    // Nothing written: said at the text, which takes the focus (and the spec's toast).
    await postNowButton.click();
    await toastText(page, 'Please enter content and select at least one platform').waitFor();
    await page.getByText('Enter the text of the post.').waitFor();
    expect(await isFocused(text)).toBe(true);
    // No platform: said at the platforms, the first one focused.
    await text.fill(`Counted alike ${stamp()}`);
    await postNowButton.click();
    await page.getByText('Choose at least one platform.').waitFor();
    expect(await isFocused(x)).toBe(true);

    // Every state of a toggle reads: off, hovered, pressed, pressed and hovered.
    const toggles = 'fieldset';
    await x.hover();
    expect({ state: 'off, hovered', violations: await axeViolations(page, toggles) }).toEqual({
      state: 'off, hovered',
      violations: [],
    });
    await x.click();
    expect(await x.getAttribute('aria-pressed')).toBe('true');
    await x.hover();
    expect({ state: 'pressed, hovered', violations: await axeViolations(page, toggles) }).toEqual({
      state: 'pressed, hovered',
      violations: [],
    });
    await page.getByRole('heading', { name: 'Schedule for Later' }).hover();
    expect({ state: 'pressed', violations: await axeViolations(page, toggles) }).toEqual({
      state: 'pressed',
      violations: [],
    });

    // Over X's limit: both buttons off, the reason beside X.
    await text.fill('a'.repeat(355));
    await page
      .getByText('Too long for X (Twitter): 355 of 280 characters.', { exact: false })
      .waitFor();
    expect(await postNowButton.isDisabled()).toBe(true);
    expect(await scheduleButton.isDisabled()).toBe(true);
    await page.getByText('Shorten the text to fit every chosen platform first.').waitFor();

    // A time already past: said at the time, which takes the focus.
    const fits = `${stamp()} `.padEnd(280, 'b');
    await text.fill(`${fits}\n`);
    await page
      .getByRole('list', { name: 'Length per platform' })
      .getByText('X (Twitter): 280/280', { exact: true })
      .waitFor();
    await pickMoment(page, 0);
    await page.getByLabel('Time').fill('00:00');
    await scheduleButton.click();
    await page
      .getByText('Scheduled time must be in the future. Choose a later date or time.')
      .waitFor();
    expect(await isFocused(page.getByLabel('Time'))).toBe(true);

    // 280 as the screen counts it (the line break at the end is not part of the post): the
    // server counts the same and X takes it.
    expect(await postNowButton.isDisabled()).toBe(false);
    await postNowButton.click();
    await toastText(page, 'Posted to 1 platform').waitFor({ timeout: 30_000 });
    await context.close();
  }, 300_000);

  it('acts on the calendar: opens a post, moves it to another day (Move to…, and a drag on a desktop), starts a post on a day; a phone gets a list of days with today in view', async () => {
    const { page, context, problems } = await openSession(browser, { width, height });
    await signInNewMember(page);
    await page.goto('/user/social-media');
    await connect(page, 'X (Twitter)');
    await openTab(page, 'Create Post');
    const postText = `Calendar ${stamp()}`;
    await page.getByLabel('Post content').fill(postText);
    await page.getByRole('button', { name: 'X (Twitter)' }).click();
    await pickMoment(page, 2 * 60 * 60_000);
    await page.getByRole('button', { name: 'Schedule Post' }).click();
    await toastText(page, 'Your post has been scheduled successfully').waitFor();

    await openTab(page, 'Scheduled');
    await page.getByRole('tab', { name: 'Calendar' }).click();
    const days = (offset: number) =>
      page.evaluate((ahead) => {
        const at = new Date();
        at.setDate(at.getDate() + ahead);
        const pad = (n: number) => String(n).padStart(2, '0');
        return {
          key: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
          sameMonth: at.getMonth() === new Date().getMonth(),
        };
      }, offset);
    if (width <= 480) {
      // A list of the month's days, today scrolled into view inside it, and nothing wider than the phone.
      expect(await page.getByRole('table').count()).toBe(0);
      const list = page.getByRole('list', { name: /^Days in / });
      const today = list.locator('li[aria-current="date"]');
      await today.waitFor();
      const [listBox, todayBox] = [await list.boundingBox(), await today.boundingBox()];
      expect(todayBox!.y).toBeGreaterThanOrEqual(listBox!.y - 1);
      expect(todayBox!.y).toBeLessThan(listBox!.y + listBox!.height);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
    } else {
      await page.getByRole('table').waitFor();
    }

    // The chip says its time and status in full, and opens the post.
    const chip = page.getByRole('button', { name: new RegExp(`· Pending · ${postText}$`) });
    expect(await chip.getAttribute('title')).toMatch(/^\d{1,2}:\d{2}\s[AP]M · Pending · /);
    await chip.click();
    const opened = page.getByRole('dialog', { name: 'Post' });
    await opened.getByText(postText).waitFor();
    await opened.getByRole('button', { name: 'Move to…' }).click();
    const target = await days(3);
    const move = page.getByRole('dialog', { name: 'Move to another day' });
    await move.getByLabel('Day').fill(target.key);
    await move.getByRole('button', { name: 'Move' }).click();
    await toastText(page, 'It now goes out').waitFor();
    if (!target.sameMonth) await page.getByRole('button', { name: 'Next month' }).click();
    const dayOf = (key: string) =>
      width <= 480
        ? page.locator('li').filter({ has: page.locator(`time[datetime="${key}"]`) })
        : page.getByRole('cell').filter({ has: page.locator(`time[datetime="${key}"]`) });
    await dayOf(target.key)
      .getByRole('button', { name: new RegExp(postText) })
      .waitFor();

    if (width > 480) {
      // Dragged one day further: the same move, by mouse.
      const further = await days(4);
      if (further.sameMonth === target.sameMonth) {
        await chip.dragTo(dayOf(further.key));
        await dayOf(further.key)
          .getByRole('button', { name: new RegExp(postText) })
          .waitFor();
      }
    }

    // A day starts a post scheduled for it.
    await page.getByRole('button', { name: 'Today' }).click();
    const todayLabel = await page.evaluate(() =>
      new Date().toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' }),
    );
    await page.getByRole('button', { name: `New post on ${todayLabel}` }).click();
    await page.getByRole('tab', { name: 'Create Post', selected: true }).waitFor();
    await page.getByText(/^Selected: /).waitFor();
    expect(problems.filter((problem) => /Content Security Policy/.test(problem))).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows a post partly posted as such in the list, the calendar, the analytics and the admin; a retried or requeued future post waits for its time', async () => {
    const { page, context } = await openSession(browser, { width, height });
    await signInNewMember(page);
    await page.goto('/user/social-media');
    await connect(page, 'X (Twitter)');
    await connect(page, 'LinkedIn');

    // LinkedIn refuses the same text twice in a row: the second post goes out on X only.
    const partlyText = `Half out ${stamp()}`;
    await postNow(page, partlyText, ['LinkedIn'], 'Posted to 1 platform');
    await postNow(page, partlyText, ['X (Twitter)', 'LinkedIn'], 'Posted to 1 platform');
    await openTab(page, 'Scheduled');
    const partly = postCard(page, partlyText).filter({ hasText: 'Partly posted (X (Twitter))' });
    await partly.waitFor();
    expect(await partly.getByText('Failed', { exact: true }).count()).toBe(0);
    await postCard(page, partlyText)
      .filter({ hasNotText: 'Partly posted' })
      .getByText('Posted', { exact: true })
      .first()
      .waitFor();
    await page.getByRole('tab', { name: 'Calendar' }).click();
    await page
      .getByRole('button', { name: `Partly posted (X (Twitter)) · ${partlyText}` })
      .waitFor();
    await page.getByRole('tab', { name: 'List' }).click();

    // The numbers add up: 2 posts, 1 successful, 1 failed (partly posted), 50 %.
    expect(await analyticsFigure(page, 'Total Posts')).toBe(2);
    expect(await analyticsFigure(page, 'Successful')).toBe(1);
    expect(await analyticsFigure(page, 'Failed')).toBe(1);
    expect(await analyticsFigure(page, 'Success Rate')).toBe(50);
    await page.getByText('Need attention · 1 partly posted').waitFor();
    const info = page
      .getByRole('region', { name: 'Total Posts' })
      .getByRole('button', { name: /^Total Posts: / });
    await info.hover();
    await page
      .locator('[data-radix-popper-content-wrapper]')
      .getByText('Posts you created in the last 30 days, except cancelled ones', { exact: false })
      .waitFor();

    // Two posts for later lose X when it is disconnected.
    const retryText = `Retried, not early ${stamp()}`;
    const requeueText = `Requeued, not early ${stamp()}`;
    await schedulePost(page, retryText, ['X (Twitter)'], 60 * 60_000);
    await schedulePost(page, requeueText, ['X (Twitter)'], 90 * 60_000);
    await disconnect(page, 'X (Twitter)');
    await openTab(page, 'Scheduled');
    await postCard(page, retryText)
      .getByText(/^Failed: .*reconnect/i)
      .waitFor();

    // Reconnected, the Accounts tab offers both; not now.
    await authorize(page, 'X (Twitter)');
    const offer = page.getByRole('dialog', { name: 'Queue these 2 posts for X (Twitter) again?' });
    await offer.getByText(retryText).waitFor();
    await offer.getByText(requeueText).waitFor();
    await offer.getByRole('button', { name: 'Not Now' }).click();

    // Retry puts it back to waiting for its time, and says when.
    await openTab(page, 'Scheduled');
    const retried = postCard(page, retryText);
    await retried.getByRole('button', { name: 'Retry' }).click();
    await toastText(page, 'X (Twitter) will go out at the scheduled time').waitFor();
    await retried.getByText('Pending', { exact: true }).first().waitFor();
    await retried.getByText(/^Waiting until /).waitFor();
    expect(await retried.getByRole('link', { name: /View post/ }).count()).toBe(0);

    // Offered again after the next reconnection, the other one is queued for its time.
    await disconnect(page, 'X (Twitter)');
    await authorize(page, 'X (Twitter)');
    await page
      .getByRole('dialog', { name: 'Queue these 2 posts for X (Twitter) again?' })
      .getByRole('button', { name: 'Queue Again' })
      .click();
    await toastText(page, '2 posts will go out on X (Twitter) at their scheduled time.').waitFor();
    await openTab(page, 'Scheduled');
    for (const waiting of [retryText, requeueText]) {
      const card = postCard(page, waiting);
      await card.getByText('Pending', { exact: true }).first().waitFor();
      await card.getByText(/^Waiting until /).waitFor();
      expect(await card.getByRole('link', { name: /View post/ }).count()).toBe(0);
    }
    await context.close();

    // The admin's Social section says the same, and filters by it.
    const adminSession = await openSession(browser, { width, height });
    await signIn(adminSession.page, admin().email, admin().password);
    await adminSession.page.goto('/admin/social');
    await adminSession.page.getByRole('button', { name: 'Partly posted', exact: true }).click();
    await postCard(adminSession.page, partlyText)
      .getByText('Partly posted (X (Twitter))')
      .waitFor();
    await adminSession.context.close();
  }, 420_000);
});
