import { randomInt } from 'node:crypto';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
} from 'playwright-core';

export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the e2e tier through `npm test`.');
  return url;
};

/**
 * A desktop Chrome User-Agent (headless Chromium's own is rightly dropped as a bot), a different
 * build number on each call: the site's analytics knows a visitor by address and User-Agent, so
 * two journeys from 127.0.0.1 with the same one would continue each other's visit (a visit's
 * source and campaign are those of its first page view).
 */
export const visitorUserAgent = () =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${randomInt(1000, 10_000)}.${randomInt(10, 200)} Safari/537.36`;

export const admin = () => ({
  email: process.env.E2E_ADMIN_EMAIL!,
  password: process.env.E2E_ADMIN_PASSWORD!,
});

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and CSP violations seen so far. */
  problems: string[];
}

/**
 * A fresh browser context (its own cookies) and page, collecting console errors; `timeZone`
 * (an IANA name) is the browser's own, the machine's by default.
 */
export async function openSession(
  browser: Browser,
  options: { width?: number; height?: number; timeZone?: string } = {},
): Promise<Session> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    ...(options.timeZone ? { timezoneId: options.timeZone } : {}),
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { context, page, problems };
}

let counter = 0;
/** A new account's details with a unique email. */
export function newPerson(firstName = 'Ada') {
  counter += 1;
  return {
    firstName,
    lastName: 'Lovelace',
    email: `${firstName.toLowerCase()}.${Date.now()}.${counter}@example.com`,
    password: 'analytical-engine',
  };
}

/** What `pageVisits` gives a test file. */
export interface PageVisits {
  /** A fresh session, closed after the test. */
  open: (options?: { width?: number; height?: number }) => Promise<Session>;
  /**
   * A page as a visitor gets it: the gateway's pre-rendered HTML, made live by the app (it marks
   * <html> when it has started), so clicks count.
   */
  visit: (path: string, width?: number) => Promise<Session>;
}

/** For a test file: one browser for the file, and sessions that close after each test. */
export function pageVisits(): PageVisits {
  let browser: Browser | undefined;
  const opened: Session[] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((session) => session.context.close()));
  });

  async function open(options: { width?: number; height?: number } = {}): Promise<Session> {
    if (!browser) throw new Error('pageVisits() opens sessions only inside tests.');
    const session = await openSession(browser, options);
    opened.push(session);
    return session;
  }

  async function visit(path: string, width = 1280): Promise<Session> {
    const session = await open({ width, height: 800 });
    await session.page.goto(path);
    await session.page.waitForFunction(() => document.documentElement.dataset.app === 'live');
    return session;
  }

  return { open, visit };
}

/**
 * Creates a new person's account through the Sign Up tab of the combined auth page at `url`
 * (e.g. `/auth?next=…`); where it lands next is the caller's to check.
 */
export async function signUpAt(page: Page, url: string, person = newPerson()) {
  await page.goto(url);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  return person;
}

/**
 * Waits until `locator` matches exactly `count` elements: filters go through the address, and
 * React renders the filtered list just after the URL changes.
 */
export async function waitForCount(locator: Locator, count: number, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await locator.count();
    if (found === count) return;
    if (Date.now() > until)
      throw new Error(`Expected ${count} matches of ${locator}, found ${found}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
