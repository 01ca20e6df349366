import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PUBLIC_PAGES, type BlogPostSummary } from '@sandglass/shared';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openSession } from './support/browser.js';

/** axe-core's browser build, evaluated in the page (devtools evaluation is not subject to CSP). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

declare global {
  interface Window {
    axe: { run(context: Document): Promise<{ violations: AxeViolation[] }> };
  }
}

let browser: Browser;
let articlePath: string;

beforeAll(async () => {
  browser = await launch();
  const response = await fetch(`${baseUrl()}/api/blog`);
  const { posts } = (await response.json()) as { posts: BlogPostSummary[] };
  articlePath = `/insights/${posts[0]?.slug ?? 'missing'}`;
});
afterAll(() => browser.close());

/** Each violation as one readable line: rule, impact, and the elements it found. */
function describeViolations(violations: AxeViolation[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/** Runs every axe rule (WCAG A/AA and best practices) once the page and its data are shown. */
async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  await page.waitForLoadState('networkidle');
  // Let lists arriving in transitions, and their entrance, finish.
  await page.waitForTimeout(300);
  await page.evaluate(AXE_SOURCE);
  const { violations } = await page.evaluate(() => window.axe.run(document));
  return describeViolations(violations);
}

/** Every public page the gateway pre-renders, and the not-found page. */
const PAGES = [...Object.keys(PUBLIC_PAGES), '/no/such/page'];

describe.each([
  ['a phone', 375],
  ['a desktop', 1280],
])('on %s', (_device, width) => {
  it.each([...PAGES, 'an article'])('%s has no axe-core violations', async (path) => {
    const { page, context } = await openSession(browser, { width, height: 900 });
    try {
      expect(await violationsOn(page, path === 'an article' ? articlePath : path)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('dialogs and states', () => {
  it('the program application dialog has no axe-core violations', async () => {
    const { page, context } = await openSession(browser, { width: 375, height: 900 });
    try {
      await page.goto('/programs');
      await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
      await page.getByRole('button', { name: 'Apply Now' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      await dialog.getByText('Enter your name.').waitFor();
      await page.evaluate(AXE_SOURCE);
      const { violations } = await page.evaluate(() => window.axe.run(document));
      expect(describeViolations(violations)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the portfolio with no match and the open mobile menu have no violations', async () => {
    const { page, context } = await openSession(browser, { width: 375, height: 900 });
    try {
      await page.goto('/portfolio');
      await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
      await page.getByPlaceholder('Search companies...').fill('zzzz no company');
      await page.getByText('No companies found').waitFor();
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.evaluate(AXE_SOURCE);
      const { violations } = await page.evaluate(() => window.axe.run(document));
      expect(describeViolations(violations)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
