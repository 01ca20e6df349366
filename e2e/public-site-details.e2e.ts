import type { Locator, Page } from 'playwright-core';
import { admin, pageVisits } from './support/browser.js';

/**
 * Issue 12's public-site polish, checked where it shows: computed colours, rendered line counts,
 * scroll positions, tooltip timing and the address, in a real Chromium at phone and desktop width.
 */

const PHONE = 390;
const DESKTOP = 1280;

const { open, visit } = pageVisits();

async function adminToken(page: Page): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: admin() });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function create(page: Page, path: string, data: Record<string, unknown>): Promise<void> {
  const response = await page.request.post(path, {
    data,
    headers: { authorization: `Bearer ${await adminToken(page)}` },
  });
  expect(response.status()).toBe(201);
}

/** An active company listed first on /portfolio. */
const createCompany = (page: Page, name: string, description: string) =>
  create(page, '/api/portfolio', {
    name,
    description,
    category: 'AI Platform',
    website: 'https://company.example.com',
    stage: 'Seed',
    foundedYear: 2024,
    status: 'active',
    sortOrder: 0,
  });

/** WCAG contrast of two computed `rgb(...)` colours. */
function contrast(one: string, two: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(one), luminance(two)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** The first ancestor-or-self background that is not transparent. */
function backgroundOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor;
      if (background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent') return background;
    }
    return 'rgb(255, 255, 255)';
  });
}

const colorOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).color);

/** How many lines of its text an element shows (its rendered height over its line height). */
const shownLines = (locator: Locator) =>
  locator.evaluate((element) => {
    const { lineHeight } = getComputedStyle(element);
    return element.getBoundingClientRect().height / Number.parseFloat(lineHeight);
  });

const LONG_TEXT = (words: number) =>
  Array.from({ length: words }, (_, index) => `word${index}`).join(' ');

describe.each([PHONE, DESKTOP])('at %i px', (width) => {
  it('shows the newsletter field’s text, valid or not, ink on white with readable label and error', async () => {
    const { page, problems } = await visit('/insights', width);
    const block = page.getByRole('region', { name: 'Get our insights by email' });
    const input = block.getByLabel('Email address');
    await input.fill('not-an-email');

    const readable = async () => {
      const text = await colorOf(input);
      expect(contrast(text, await backgroundOf(input))).toBeGreaterThanOrEqual(4.5);
      expect(text).toBe('rgb(20, 26, 43)');
    };
    await readable();
    const label = block.getByText('Email address', { exact: true });
    expect(contrast(await colorOf(label), await backgroundOf(block))).toBeGreaterThanOrEqual(4.5);

    await block.getByRole('button', { name: 'Subscribe' }).click();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await readable();
    const error = block.getByText('Enter a valid email address', { exact: false });
    expect(contrast(await colorOf(error), await backgroundOf(block))).toBeGreaterThanOrEqual(4.5);
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);

    // The same field on a light surface: ink text, ink label.
    const contact = await visit('/contact', width);
    const firstName = contact.page.getByLabel('First name', { exact: true });
    await firstName.fill('Ada');
    expect(await colorOf(firstName)).toBe('rgb(20, 26, 43)');
    expect(
      contrast(
        await colorOf(contact.page.getByText('First name', { exact: true })),
        'rgb(255, 255, 255)',
      ),
    ).toBeGreaterThanOrEqual(4.5);
    expect(problems).toEqual([]);
  });

  it('keeps a program application’s Submit in reach without scrolling inside the dialog', async () => {
    const { page, problems } = await visit('/programs', width);
    await page
      .getByRole('article', { name: 'Engineering Manager' })
      .getByRole('button', { name: 'Apply Now' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Apply: Engineering Manager' });
    const submit = dialog.getByRole('button', { name: 'Submit Application' });
    await submit.waitFor();
    const inView = () =>
      submit.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const frame = button.closest('[role=dialog]')!.getBoundingClientRect();
        return box.top >= frame.top && box.bottom <= Math.min(frame.bottom, window.innerHeight);
      });
    expect(await inView()).toBe(true);
    // Still there with the message field filled and focused further down the form.
    await dialog.getByLabel('Why this program?').fill('Line\n'.repeat(12));
    expect(await inView()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('brings an invalid field out from under the sticky header, label included', async () => {
    const { page } = await visit('/contact', width);
    await page.getByLabel('First name', { exact: true }).fill('Ada');
    await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
    await page.getByLabel('Message', { exact: true }).fill('Hello');
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('ada@');
    await email.blur();
    const header = page.locator('header').first();
    const headerBottom = () => header.evaluate((element) => element.getBoundingClientRect().bottom);

    // The field half under the header, its label wholly: on screen, but not to be seen.
    const bottom = await headerBottom();
    await email.evaluate((element, under) => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - under);
    }, bottom - 20);
    await page.evaluate(() => document.querySelector('form')?.requestSubmit());
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'email');
    await page.waitForTimeout(100);

    const labelTop = await page
      .getByText('Email', { exact: true })
      .evaluate((label) => label.getBoundingClientRect().top);
    expect(labelTop).toBeGreaterThanOrEqual(await headerBottom());
    const box = await email.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(800);
  });

  it('clamps team bios to four lines, "…" on the last one shown', async () => {
    const { page } = await visit('/team', width);
    const bio = LONG_TEXT(160);
    const name = `Clamp ${width}`;
    // Two neighbours: the one without profile links is stretched by the other's row height.
    await create(page, '/api/team', { name: `${name} A`, title: 'Engineer', bio, sortOrder: 0 });
    await create(page, '/api/team', {
      name: `${name} B`,
      title: 'Engineer and operator with a title long enough to wrap onto several lines',
      bio,
      linkedinUrl: 'https://www.linkedin.com/in/clamp',
      twitterUrl: 'https://x.com/clamp',
      sortOrder: 0,
    });
    await page.reload();
    const fullTeam = page.getByRole('region', { name: 'Our Full Team' });
    for (const suffix of ['A', 'B']) {
      const card = fullTeam.getByRole('article').filter({ hasText: `${name} ${suffix}` });
      const text = card.getByText(bio.slice(0, 40));
      await text.waitFor();
      expect(await shownLines(text)).toBeLessThanOrEqual(4.05);
      expect(await shownLines(text)).toBeGreaterThan(3.95);
    }
  });

  it('keeps a portfolio card with a long unbroken name on the screen, the name wrapped inside it', async () => {
    const { page } = await visit('/portfolio', width);
    const name = `Unbreakable${'x'.repeat(60)}${width}`;
    await createCompany(page, name, 'A name without a single space in it.');
    await page.reload();
    const card = page.getByRole('article').filter({ hasText: name });
    const heading = card.getByRole('heading', { name });
    await heading.waitFor();
    const cardBox = (await card.boundingBox())!;
    const headingBox = (await heading.boundingBox())!;
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(width);
    expect(headingBox.x + headingBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(await heading.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });

  it('clamps a long portfolio description with a Read more that shows all of it', async () => {
    const { page } = await visit('/portfolio', width);
    const name = `Longform ${width}`;
    const description = LONG_TEXT(100).slice(0, 740);
    await createCompany(page, name, description);
    await page.reload();
    const card = page.getByRole('article').filter({ hasText: name });
    const text = card.getByText(description.slice(0, 40));
    await text.waitFor();
    expect(await shownLines(text)).toBeLessThanOrEqual(4.05);

    const readMore = card.getByRole('button', { name: `Read more about ${name}` });
    await readMore.click();
    expect(await shownLines(text)).toBeGreaterThan(5);
    const fits = await text.evaluate((element) => element.scrollHeight <= element.clientHeight);
    expect(fits).toBe(true);
    await card.getByRole('button', { name: `Show less about ${name}` }).click();
    expect(await shownLines(text)).toBeLessThanOrEqual(4.05);
  });
});

describe('tabs', () => {
  /** Whether the focused element shows the focus ring, and which element that is. */
  const focusRing = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      return {
        tab: element.textContent,
        visible: element.matches(':focus-visible'),
        outline: getComputedStyle(element).outlineStyle,
      };
    });

  it.each([PHONE, DESKTOP])(
    'ring a tab for keyboard focus only, not for a click (%i px)',
    async (width) => {
      const { page } = await visit('/auth', width);
      // The first click on the page, then another: no ring either time.
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      expect(await focusRing(page)).toEqual({ tab: 'Sign Up', visible: false, outline: 'none' });
      await page.getByRole('tab', { name: 'Sign In' }).click();
      expect(await focusRing(page)).toEqual({ tab: 'Sign In', visible: false, outline: 'none' });

      // The keyboard moves between the tabs: now the ring shows where focus is.
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => document.activeElement?.textContent === 'Sign Up');
      expect(await focusRing(page)).toEqual({ tab: 'Sign Up', visible: true, outline: 'solid' });
    },
  );
});

describe('tooltips', () => {
  it('name an icon-only link after 700 ms of hover, at once when moving on, and load only then', async () => {
    const { page, problems } = await open({ width: DESKTOP });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/portfolio');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
    const icons = page.getByRole('link', { name: /^Visit the .* website \(opens in a new tab\)$/ });
    await icons.nth(1).waitFor();
    const bubbleScripts = () => scripts.filter((url) => url.includes('TooltipBubble'));
    expect(bubbleScripts()).toEqual([]);

    const tooltip = page.locator('[data-radix-popper-content-wrapper]');
    const first = await icons.first().getAttribute('aria-label');
    const started = Date.now();
    await icons.first().hover();
    await page.waitForTimeout(400);
    expect(await tooltip.count()).toBe(0);
    await tooltip.getByText(first!).waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(650);
    expect(bubbleScripts().length).toBeGreaterThan(0);

    // Within 300 ms of one closing, the next opens without the delay.
    const second = await icons.nth(1).getAttribute('aria-label');
    const moved = Date.now();
    await icons.nth(1).hover();
    await tooltip.getByText(second!).waitFor({ timeout: 450 });
    expect(Date.now() - moved).toBeLessThan(450);

    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('shows on keyboard focus, as the dialog’s Close does', async () => {
    const { page } = await visit('/programs');
    await page.getByRole('button', { name: 'Apply Now' }).first().click();
    const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
    await close.waitFor();
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await page.locator('[data-radix-popper-content-wrapper]').getByText('Close').waitFor();
  });
});

describe('the gold button', () => {
  it('darkens on hover, unlike its paler disabled look, and keeps its text readable', async () => {
    const { page } = await visit('/');
    const button = page.getByRole('link', { name: 'LP Portal' }).first();
    await button.waitFor();
    const rest = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
    await button.hover();
    await page.waitForTimeout(200);
    const hover = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(hover).not.toBe(rest);
    expect(contrast(hover, 'rgb(255, 255, 255)')).toBeGreaterThan(
      contrast(rest, 'rgb(255, 255, 255)'),
    );
    expect(contrast(await colorOf(button), hover)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the featured article', () => {
  it('fills its half of the card with its image on a wide screen', async () => {
    const { page, problems } = await visit('/insights', DESKTOP);
    const card = page.getByRole('article').filter({ hasText: 'Featured Article' }).first();
    await card.waitFor();
    // The image (or the firm's mark when the article has none) in its frame, the card's first cell.
    const media = card.locator(':scope > div > *').first();
    await media.waitFor();
    const [cardBox, mediaBox] = await Promise.all([card.boundingBox(), media.boundingBox()]);
    // Border of 1 px around: the image runs from the card's top edge to its bottom edge.
    expect(Math.abs(mediaBox!.y - cardBox!.y)).toBeLessThanOrEqual(1.5);
    expect(
      Math.abs(mediaBox!.y + mediaBox!.height - (cardBox!.y + cardBox!.height)),
    ).toBeLessThanOrEqual(1.5);
    expect(problems).toEqual([]);
  });
});

describe('the first page of a visit', () => {
  it('stays where the visitor scrolled while the app was starting', async () => {
    const { page, problems } = await open({ width: DESKTOP });
    // The app's code arrives late, as on a slow network: the visitor reads the pre-rendered page.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'RSS Feed' }).waitFor();
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    release();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
    const footerTop = await footer.evaluate((element) => element.getBoundingClientRect().top);
    expect(footerTop).toBeLessThan(800);
    // In view, the footer comes alive: its links are the app's (a click is a navigation).
    await footer.getByRole('link', { name: 'Team' }).click();
    await page.getByRole('heading', { level: 1, name: 'Meet Our Team' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('filters in the address', () => {
  /** Waits until the filter button `name` is the pressed one (React renders after the URL). */
  const pressed = (page: Page, name: string) =>
    page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name, exact: true, pressed: true })
      .waitFor();

  it('portfolio: opens filtered from a shared link, writes clicks there, and Back undoes them', async () => {
    const { page, problems } = await visit('/portfolio?category=AI+Security');
    const cards = page.getByRole('main').getByRole('article');
    await cards.first().waitFor();
    await pressed(page, 'AI Security');
    const shown = await cards.count();

    await page.evaluate(() => window.scrollTo(0, 200));
    await page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: 'Legal Tech' })
      .click();
    await page.waitForURL(/category=Legal\+Tech/);
    await pressed(page, 'Legal Tech');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.getByPlaceholder('Search companies...').fill('contract');
    await page.waitForURL(/category=Legal\+Tech&search=contract/);

    await page.goBack();
    await page.waitForURL((url) => url.search === '?category=AI+Security');
    await pressed(page, 'AI Security');
    expect(await cards.count()).toBe(shown);
    await page.goForward();
    await pressed(page, 'Legal Tech');
    expect(problems).toEqual([]);
  });

  it('keeps focus on the filter a key pressed, and starts the next page at its top', async () => {
    const { page } = await visit('/portfolio');
    const filter = page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: 'Legal Tech' });
    await filter.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/category=Legal\+Tech/);
    await pressed(page, 'Legal Tech');
    expect(await filter.evaluate((element) => element === document.activeElement)).toBe(true);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Team' })
      .click();
    await page.waitForURL(/\/team$/);
    // Another public page is a new document (issue 24): focus starts at its top, as on any site,
    // and the first Tab reaches "Skip to content".
    await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
  });

  it('insights: a category link survives a reload and hydrates without errors', async () => {
    const { page, problems } = await visit('/insights?category=ai-trends&search=a');
    await page
      .getByRole('heading', { name: 'Latest Insights' })
      .or(page.getByText('No articles found'))
      .first()
      .waitFor();
    await pressed(page, 'AI Trends');
    expect(await page.getByPlaceholder('Search articles...').inputValue()).toBe('a');

    await page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: 'All', exact: true })
      .click();
    await page.waitForURL((url) => url.search === '?search=a');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
    await pressed(page, 'All');
    expect(await page.getByPlaceholder('Search articles...').inputValue()).toBe('a');
    expect(problems).toEqual([]);
  });
});

describe('RSS', () => {
  it('is linked from the footer, the newsletter block and the page head, and answers', async () => {
    const { page } = await visit('/insights');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'RSS Feed' });
    expect(await footerLink.getAttribute('href')).toBe('/rss.xml');
    const blockLink = page.getByRole('link', { name: 'Follow the RSS feed' });
    expect(await blockLink.getAttribute('href')).toBe('/rss.xml');
    expect(
      await page
        .locator('head link[rel="alternate"][type="application/rss+xml"]')
        .getAttribute('href'),
    ).toBe('/rss.xml');
    const feed = await page.request.get('/rss.xml');
    expect(feed.ok()).toBe(true);
    expect(await feed.text()).toContain('<rss');
  });
});
