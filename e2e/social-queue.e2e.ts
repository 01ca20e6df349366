import type { Browser, Page } from 'playwright-core';
import { launch, openSession } from './support/browser.js';
import { axeViolations, openTab, signInNewMember, toastText } from './support/member.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/**
 * Tomorrow in the browser's time zone: its weekday's name, and how the screen writes that day
 * at `hours:minutes` there ("Nov 27, 2026, 9:00 AM EST").
 */
async function tomorrowAt(page: Page, times: [number, number][]) {
  return page.evaluate((wanted) => {
    const now = new Date();
    const day = (hours: number, minutes: number) =>
      new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, hours, minutes);
    const written = (at: Date) => {
      const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value;
      const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
      return `${when.format(at)} ${zone}`;
    };
    return {
      weekday: new Intl.DateTimeFormat('en-US', { weekday: 'long' }).format(day(0, 0)),
      written: wanted.map(([hours, minutes]) => written(day(hours, minutes))),
    };
  }, times);
}

describe('posting slots and the queue', () => {
  it('sets slots in the Scheduled tab, adds two posts to the queue, and sees them at the slots’ times', async () => {
    // A zone with daylight saving and an offset from the machine's: the slots are read in it.
    const { page, context, problems } = await openSession(browser, {
      timeZone: 'America/New_York',
    });
    await signInNewMember(page, 'Queue');
    await page.goto('/user/social-media');
    await page.getByRole('heading', { level: 1, name: 'Social Media Automation' }).waitFor();

    await openTab(page, 'Accounts');
    await page.getByRole('button', { name: 'Connect X (Twitter)' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/user\/social-media\?tab=accounts/);
    await toastText(page, 'X (Twitter) is connected.').waitFor();

    // Adding to the queue before any slot is saved says what to do first.
    await openTab(page, 'Create Post');
    const text = page.getByLabel('Post content');
    await text.fill('Queued before any slot');
    await page.getByRole('button', { name: 'X (Twitter)' }).click();
    await page.getByRole('button', { name: 'Add to Queue' }).click();
    await toastText(page, 'Add posting slots first').waitFor();

    // Two slots tomorrow, in the browser's own time zone (chosen for us), and one removed again.
    await openTab(page, 'Scheduled');
    const slots = page.getByRole('region', { name: 'Posting slots' });
    await slots.getByText('No posting slots yet.').waitFor();
    expect(await slots.getByLabel('Time zone').inputValue()).toBe('America/New_York');
    const { weekday, written } = await tomorrowAt(page, [
      [9, 0],
      [10, 30],
    ]);
    for (const time of ['09:00', '10:30']) {
      await slots.getByLabel('Weekday').selectOption({ label: weekday });
      await slots.getByLabel('Time', { exact: true }).fill(time);
      await slots.getByRole('button', { name: 'Add slot' }).click();
    }
    // From the keyboard: Enter in the time field adds the slot.
    await slots.getByLabel('Time', { exact: true }).fill('18:00');
    await slots.getByLabel('Time', { exact: true }).press('Enter');
    await slots.getByRole('button', { name: `Remove ${weekday}, 6:00 PM` }).click();
    const list = slots.getByRole('list', { name: 'Your posting slots' });
    expect(await list.getByRole('listitem').allTextContents()).toEqual([
      `${weekday}, 9:00 AMRemove`,
      `${weekday}, 10:30 AMRemove`,
    ]);
    expect(await axeViolations(page, 'section[aria-labelledby="posting-slots-title"]')).toEqual([]);
    await slots.getByRole('button', { name: 'Save slots' }).click();
    await toastText(page, '2 slots in America/New York.').waitFor();

    // Add to Queue twice: the next two slots, said in the toast as the screen writes times.
    await openTab(page, 'Create Post');
    await page.getByRole('button', { name: 'Add to Queue' }).click();
    await toastText(page, `Goes out ${written[0]}.`).waitFor();
    expect(await text.inputValue()).toBe('');
    await text.fill('Second from the queue');
    await page.getByRole('button', { name: 'X (Twitter)' }).click();
    await page.getByRole('button', { name: 'Add to Queue' }).click();
    await toastText(page, `Goes out ${written[1]}.`).waitFor();

    await openTab(page, 'Scheduled');
    const first = page.getByRole('article', { name: `Post scheduled for ${written[0]}` });
    await first.getByText('Queued before any slot').waitFor();
    const second = page.getByRole('article', { name: `Post scheduled for ${written[1]}` });
    await second.getByText('Second from the queue').waitFor();

    // On a phone the slots editor fits the width.
    await page.setViewportSize({ width: 375, height: 740 });
    await slots.getByRole('button', { name: 'Add slot' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The 409 before any slot was saved is the browser's only complaint.
    expect(problems.filter((problem) => !problem.startsWith('Failed to load resource'))).toEqual(
      [],
    );
    await context.close();
  });
});
