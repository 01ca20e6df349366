import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AnalyticsDashboard } from '@sandglass/shared';
import type { Browser, Page } from 'playwright-core';
import {
  admin,
  baseUrl,
  launch,
  openSession,
  visitorUserAgent,
  type Session,
} from './support/browser.js';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

let browser: Browser;
const sessions: Session[] = [];

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await Promise.all(sessions.map((session) => session.context.close()));
  await browser.close();
});

const stamp = Date.now().toString(36);
const SOURCE = `journey-${stamp}`;
const CAMPAIGN = `launch-${stamp}`;

async function eventually<T>(check: () => Promise<T | undefined>, ms = 45_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('The condition did not hold in time.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function signInAsAdmin(width = 1280): Promise<Page> {
  const session = await openSession(browser, { width });
  sessions.push(session);
  const { page } = session;
  const { email, password } = admin();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl()}/`);
  return page;
}

describe('website analytics', () => {
  let adminPage: Page;

  beforeAll(async () => {
    // A visitor arrives from another site through a campaign link, then opens the portfolio.
    const context = await browser.newContext({ baseURL: baseUrl(), userAgent: visitorUserAgent() });
    const visitor = await context.newPage();
    sessions.push({ context, page: visitor, problems: [] });
    await visitor.goto(`/?utm_source=${SOURCE}&utm_campaign=${CAMPAIGN}&utm_term=ai+seed`, {
      referer: 'https://news.example.org/item?id=1',
    });
    await visitor.waitForFunction(() => document.documentElement.dataset.app === 'live');
    await visitor
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Portfolio' })
      .click();
    await visitor.waitForURL(`${baseUrl()}/portfolio`);
    adminPage = await signInAsAdmin();
  });

  it('counts the browser visit on the dashboard: its source, campaign, keyword and pages', async () => {
    const login = await adminPage.request.post('/api/auth/login', { data: admin() });
    const { token } = (await login.json()) as { token: string };
    const dashboard = await eventually(async () => {
      const response = await adminPage.request.get('/api/analytics/dashboard?range=7d', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as AnalyticsDashboard;
      return body.utmSources?.some((row) => row.key === SOURCE) &&
        body.topPages.some((row) => row.key === '/portfolio')
        ? body
        : undefined;
    });
    expect(dashboard.utmSources.find((row) => row.key === SOURCE)).toEqual({
      key: SOURCE,
      visitors: 1,
      visits: 1,
      pageViews: 2,
    });
    expect(dashboard.campaigns.map((row) => row.key)).toContain(CAMPAIGN);
    expect(dashboard.keywords.map((row) => row.key)).toContain('ai seed');
    expect(dashboard.referrers.map((row) => row.key)).toContain('news.example.org');
    expect(dashboard.summary.visitors.current).toBeGreaterThanOrEqual(1);
  });

  it('shows it at /analytics, refreshes on its own until told not to, and exports the CSV', async () => {
    await adminPage.getByRole('link', { name: 'Website Analytics' }).first().click();
    await adminPage.waitForURL(`${baseUrl()}/analytics`);
    await adminPage.getByRole('heading', { level: 1, name: 'Website Analytics' }).waitFor();
    expect(await adminPage.getByLabel('Time range').inputValue()).toBe('30d');
    await adminPage.getByText('Visitors', { exact: true }).first().waitFor();

    const refresh = adminPage.getByRole('button', { name: 'Auto-refresh: ON' });
    expect(await refresh.getAttribute('aria-pressed')).toBe('true');
    await refresh.click();
    await adminPage.getByRole('button', { name: 'Auto-refresh: OFF' }).waitFor();

    await adminPage.getByRole('tab', { name: 'Traffic Sources' }).click();
    await adminPage.getByRole('rowheader', { name: SOURCE }).waitFor();
    await adminPage.getByRole('rowheader', { name: 'news.example.org' }).first().waitFor();
    await adminPage.getByRole('tab', { name: 'Conversions' }).click();
    await adminPage.getByText('Viewed the portfolio').waitFor();

    await adminPage.getByLabel('Time range').selectOption('7d');
    // The range is in the address: a reload (or a shared link) shows the same range.
    await adminPage.waitForURL(/[?&]range=7d/);
    await adminPage.reload();
    expect(await adminPage.getByLabel('Time range').inputValue()).toBe('7d');
    const [download] = await Promise.all([
      adminPage.waitForEvent('download'),
      adminPage.getByRole('button', { name: 'Export Report' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^website-analytics-7d-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['Website Analytics report', 'Range,Last 7 days']);
    const sources = lines.indexOf('Sources (utm_source)');
    expect(lines[sources + 1]).toBe('Source,Visitors,Visits,Page views');
    expect(lines.slice(sources + 2)).toContainEqual(expect.stringMatching(`^${SOURCE},1,`));
  });

  it('has no axe-core violations and fits a phone', async () => {
    const phone = await signInAsAdmin(375);
    await phone.goto('/analytics');
    await phone.getByRole('tab', { name: 'Overview' }).waitFor();
    await phone.waitForLoadState('networkidle');
    expect(
      await phone.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await phone.evaluate(AXE_SOURCE);
    const violations = await phone.evaluate(async () => {
      const { axe } = window as unknown as {
        axe: { run(context: Document): Promise<{ violations: { id: string; help: string }[] }> };
      };
      return (await axe.run(document)).violations.map(({ id, help }) => `${id}: ${help}`);
    });
    expect(violations).toEqual([]);
  });

  it('tells a visitor who is not an admin that access is denied', async () => {
    const session = await openSession(browser);
    sessions.push(session);
    await session.page.goto('/analytics');
    await session.page.getByRole('heading', { name: 'Access Denied' }).waitFor();
  });
});
