import type { BlogPost, PortfolioCompany, Program } from '@sandglass/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  admin,
  baseUrl,
  launch,
  newPerson,
  openSession,
  waitForCount,
  type Session,
} from './support/browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Sessions opened by a test, closed after it whatever happened. */
const sessions: Session[] = [];
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.context.close()));
});

/**
 * A page as a visitor gets it: the gateway's pre-rendered HTML, made live by the app once it
 * has painted. Waits for the app (it marks <html> when it has started) so clicks count.
 */
async function visit(path: string, width = 1280): Promise<Session> {
  const session = await openSession(browser, { width });
  sessions.push(session);
  await session.page.goto(path);
  await session.page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  return session;
}

const region = (page: Page, name: string): Locator => page.getByRole('region', { name });

/** The toast's own text (Radix also writes a copy for screen readers, hence the first). */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Waits until `check` holds, for at most `ms`. */
async function eventually(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('The condition did not hold in time.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function publicJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

describe('home', () => {
  it('shows the hero message and the sections in the spec’s order', async () => {
    const { page, problems } = await visit('/');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page
      .getByRole('heading', {
        level: 1,
        name: /We partner with founders of technology companies that will thrive in the new economy/,
      })
      .waitFor();
    await page.locator('canvas[aria-hidden="true"]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Read the full thesis' }).waitFor();

    const sections = await page.locator('main h2').allTextContents();
    const order = [
      'AI-Powered Portfolio',
      'Meet Our Team',
      'Internship Programs',
      'Latest Insights',
    ];
    expect(sections.filter((title) => order.includes(title))).toEqual(order);

    // The sections below the hero come alive (and ask for their lists) as they near the screen.
    await page.waitForTimeout(500);
    expect(asked.filter((path) => path === '/api/team')).toEqual([]);
    const portfolio = region(page, 'AI-Powered Portfolio');
    await portfolio.scrollIntoViewIfNeeded();
    await portfolio.getByRole('article').first().waitFor();
    expect(await portfolio.getByRole('article').count()).toBe(6);
    const team = region(page, 'Meet Our Team');
    await team.scrollIntoViewIfNeeded();
    await team.getByRole('article').first().waitFor();
    expect(asked).toContain('/api/team');
    expect(await team.getByRole('article').count()).toBe(3);
    const programs = region(page, 'Internship Programs');
    for (const [name, duration] of [
      ['Engineering Manager', '6 months'],
      ['Software Engineer', '3 months'],
      ['Venture Analyst', '12 months'],
    ]) {
      const card = programs.getByRole('link', { name: new RegExp(name) });
      expect(await card.getAttribute('href')).toBe('/programs');
      expect(await card.textContent()).toContain(duration);
    }
    const insights = region(page, 'Latest Insights');
    await insights.scrollIntoViewIfNeeded();
    await insights.getByRole('article').first().waitFor();
    expect(await insights.getByRole('article').count()).toBe(3);
    expect(
      await insights.getByRole('link', { name: 'View All Insights' }).getAttribute('href'),
    ).toBe('/insights');
    expect(problems).toEqual([]);
  });

  it('says what the newsletter link did, then forgets the parameter', async () => {
    const { page } = await visit('/?newsletter=confirmed');
    await toast(page, 'Subscription confirmed').waitFor();
    await page.waitForURL(`${baseUrl()}/`);
  });
});

describe('portfolio', () => {
  it('filters by search and category, says when nothing matches, and clears both', async () => {
    const { page, problems } = await visit('/portfolio');
    const companies = await publicJson<PortfolioCompany[]>(page, '/api/portfolio');
    const inCategory = (category: string) => companies.filter((c) => c.category === category);
    const cards = page.getByRole('main').getByRole('article');
    const button = (name: string) =>
      page.getByRole('group', { name: 'Filter by category' }).getByRole('button', {
        name,
        exact: true,
      });
    await cards.first().waitFor();
    expect(await cards.count()).toBe(companies.length);

    await page.getByPlaceholder('Search companies...').fill('RED-TEAMING');
    await waitForCount(cards, 1);
    await cards.getByRole('heading', { name: 'Redline AI' }).waitFor();

    await button('Legal Tech').click();
    await page.getByText('No companies found').waitFor();
    expect(await button('Legal Tech').getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await cards.nth(companies.length - 1).waitFor();
    expect(await cards.count()).toBe(companies.length);
    expect(await page.getByPlaceholder('Search companies...').inputValue()).toBe('');
    expect(await button('All').getAttribute('aria-pressed')).toBe('true');

    await button('AI Security').click();
    await waitForCount(cards, inCategory('AI Security').length);
    expect(problems).toEqual([]);
  });

  it('opens a company’s site in a new tab from Learn More and the link icon', async () => {
    const { page } = await visit('/portfolio');
    const card = page.getByRole('article').filter({ hasText: 'Lattice Labs' });
    const learnMore = card.getByRole('link', { name: /Learn More about Lattice Labs/ });
    const icon = card.getByRole('link', {
      name: 'Visit the Lattice Labs website (opens in a new tab)',
    });
    for (const link of [learnMore, icon]) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    await page.getByRole('heading', { name: 'How We Support Our Companies' }).waitFor();
  });
});

describe('team', () => {
  it('features partners and managing partners, and lists everyone else', async () => {
    const { page } = await visit('/team');
    const leadership = region(page, 'Leadership');
    const fullTeam = region(page, 'Our Full Team');
    await leadership.getByRole('article').first().waitFor();
    const leaders = await leadership.getByRole('heading', { level: 3 }).allTextContents();
    const others = await fullTeam.getByRole('heading', { level: 3 }).allTextContents();
    const members = await publicJson<Array<{ name: string; title: string }>>(page, '/api/team');
    const isLeader = (title: string) => /partner|managing/i.test(title);
    expect(leaders.sort()).toEqual(
      members
        .filter((m) => isLeader(m.title))
        .map((m) => m.name)
        .sort(),
    );
    expect(others.sort()).toEqual(
      members
        .filter((m) => !isLeader(m.title))
        .map((m) => m.name)
        .sort(),
    );

    for (const figure of ['100+', '50+', '24/7']) await page.getByText(figure).first().waitFor();
    expect(await page.getByRole('link', { name: 'View Open Positions' }).getAttribute('href')).toBe(
      '/programs',
    );
    expect(await page.getByRole('link', { name: 'Send Your Resume' }).getAttribute('href')).toMatch(
      /^mailto:.+\?subject=/,
    );
  });
});

describe('programs', () => {
  it('takes an application through the dialog, checking it first', async () => {
    const { page, problems } = await visit('/programs');
    const card = page.getByRole('article', { name: 'Engineering Manager' });
    await card.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply: Engineering Manager' });
    await dialog.waitFor();

    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await dialog.getByText('Enter your name.').waitFor();
    await dialog.getByText('Tell us why you want to join this program.').waitFor();

    const person = newPerson('Grace');
    await dialog.getByLabel('Full name').fill(`${person.firstName} ${person.lastName}`);
    await dialog.getByLabel('Email').fill(person.email);
    await dialog.getByLabel('LinkedIn profile (optional)').fill('not a link');
    await dialog.getByLabel('Why this program?').fill('I have led two teams shipping ML products.');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await dialog
      .getByText('LinkedIn address must be a web address starting with http:// or https://.')
      .waitFor();

    // Typed as people copy it, without https://: taken as the web address it is.
    await dialog.getByLabel('LinkedIn profile (optional)').fill('linkedin.com/in/grace');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await toast(page, 'Application submitted!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('disables applying where applications are not open', async () => {
    const { page } = await visit('/programs');
    const card = page.getByRole('article', { name: 'Venture Analyst' });
    await card.getByText('Upcoming').waitFor();
    const button = card.getByRole('button', { name: 'Applications Closed' });
    expect(await button.isDisabled()).toBe(true);
    await card.getByText('Remote').waitFor();
    await card.getByText('Qualifications').waitFor();
    await card.getByText("What You'll Do").waitFor();
  });

  it('shows the service’s sentence when the program closed meanwhile', async () => {
    const { page } = await visit('/programs');
    const login = await page.request.post('/api/auth/login', { data: admin() });
    const { token } = (await login.json()) as { token: string };
    const programs = await publicJson<Program[]>(page, '/api/programs');
    const program = programs.find((p) => p.name === 'Software Engineer');
    if (!program) throw new Error('The seed has no Software Engineer program.');
    const setStatus = (status: string) =>
      page.request.patch(`/api/programs/${program.id}`, {
        data: { status },
        headers: { authorization: `Bearer ${token}` },
      });

    await page
      .getByRole('article', { name: 'Software Engineer' })
      .getByRole('button', { name: 'Apply Now' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Apply: Software Engineer' });
    await dialog.getByLabel('Full name').fill('Alan Turing');
    await dialog.getByLabel('Email').fill(newPerson('Alan').email);
    await dialog.getByLabel('Why this program?').fill('To build things that think.');
    expect((await setStatus('closed')).ok()).toBe(true);
    try {
      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      await dialog
        .getByRole('alert')
        .getByText('Applications for the Software Engineer program are closed.')
        .waitFor();
    } finally {
      await setStatus('open');
    }
  });
});

describe('insights', () => {
  it('searches, filters, counts and features the first match', async () => {
    const { page } = await visit('/insights');
    await page.getByRole('heading', { level: 1, name: 'AI Investment Insights' }).waitFor();
    const posts = (await publicJson<{ posts: BlogPost[] }>(page, '/api/blog')).posts;
    const count = page.getByText(/^\d+ articles? found$/);
    await count.waitFor();
    expect(await count.textContent()).toBe(`${posts.length} articles found`);
    await page.getByRole('article', { name: posts[0]!.title }).waitFor();

    const industry = posts.filter((post) => post.category === 'industry-analysis').length;
    await page
      .getByRole('group', { name: 'Filter by category' })
      .getByRole('button', { name: 'Industry Analysis' })
      .click();
    // Filters go through the address; the list renders just after the URL changes.
    await page
      .getByText(industry === 1 ? '1 article found' : `${industry} articles found`, {
        exact: true,
      })
      .waitFor();

    await page.getByPlaceholder('Search articles...').fill('no such words anywhere');
    await page.getByText('No articles found').waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.getByText(`${posts.length} articles found`, { exact: true }).waitFor();
    expect(await page.getByPlaceholder('Search articles...').inputValue()).toBe('');
  });

  it('sets the filter from a content category card, with its count', async () => {
    const { page } = await visit('/insights');
    const categories = region(page, 'Content Categories');
    const technology = categories.getByRole('button', { name: /Technology/ });
    expect(await technology.textContent()).toMatch(/\d+ articles?/);
    await technology.click();
    await categories.getByRole('button', { name: /Technology/, pressed: true }).waitFor();
    const filter = page.getByRole('group', { name: 'Filter by category' });
    await filter.getByRole('button', { name: 'Technology', pressed: true }).waitFor();
  });

  it('opens the featured article in full, with its own head tags', async () => {
    const { page } = await visit('/insights');
    const featured = page.getByRole('main').getByRole('article').first();
    const title = await featured.getByRole('heading').first().textContent();
    await featured.getByRole('link', { name: /Read Full Article/ }).click();
    await page.waitForURL(/\/insights\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name: title ?? '' }).waitFor();
    await page.getByRole('list', { name: 'Share this article' }).waitFor();
    const slug = new URL(page.url()).pathname.split('/').pop() ?? '';
    const post = await publicJson<BlogPost>(page, `/api/blog/${slug}`);
    await page.waitForFunction(
      (expected) => document.title.startsWith(`${expected} | `),
      post.seoTitle || post.title,
    );
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '')['@type']));
    expect(types).toEqual(['Organization', 'Article']);
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
  });

  it('subscribes to the newsletter and says to check the inbox', async () => {
    const { page } = await visit('/insights');
    const email = page.getByLabel('Email address');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.getByText('Enter your email address.').waitFor();
    await email.fill(newPerson('Ada').email);
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await toast(page, 'Almost there: check your inbox').waitFor();
    await page
      .getByText(/a confirmation email is on its way/)
      .first()
      .waitFor();
    expect(await email.inputValue()).toBe('');
  });

  it('shows the not-found page for an article that does not exist', async () => {
    const { page } = await visit('/insights/no-such-article');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });
});

describe('web fonts on a pre-rendered page', () => {
  /** The web font faces the page has added (the local fallbacks are named "… Fallback"). */
  const webFaces = (page: Page) =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((face) => /Variable/.test(face.family))
        .map((face) => `${face.family.replace(/"/g, '')} ${face.status}`),
    );

  it('keeps the sized local fonts until the first input, so nothing moves on its own', async () => {
    const posts = await (await fetch(`${baseUrl()}/api/blog`)).json();
    const slug = (posts as { posts: BlogPost[] }).posts[0]!.slug;
    const { page } = await visit(`/insights/${slug}`, 412);
    await page.evaluate(() => {
      const shifts = { total: 0 };
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[])
          if (!entry.hadRecentInput) shifts.total += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Long enough for the fonts to have arrived over the loopback network.
    await page.waitForTimeout(1500);
    expect(await webFaces(page)).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total),
    ).toBeLessThanOrEqual(0.01);

    await page.mouse.click(5, 400);
    await page.waitForFunction(
      () =>
        document.fonts.check('600 40px "Fraunces Variable"') &&
        [...document.fonts].some((face) => face.family.includes('Fraunces Variable')),
    );
    const faces = await webFaces(page);
    expect(faces).toContain('Inter Variable loaded');
    expect(faces).toContain('Fraunces Variable loaded');
  });
});

describe('head tags for clients that run no JavaScript', () => {
  it('serves an article’s own title, description and Open Graph tags in the HTML', async () => {
    const { page } = await visit('/insights');
    const [summary] = (await publicJson<{ posts: BlogPost[] }>(page, '/api/blog')).posts;
    if (!summary) throw new Error('The seed has no articles.');
    const post = await publicJson<BlogPost>(page, `/api/blog/${summary.slug}`);
    const response = await fetch(`${baseUrl()}/insights/${post.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const escaped = (text: string) =>
      text
        .replace(/&/g, '&amp;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;');
    expect(head).toContain(`<title>${escaped(post.seoTitle || post.title)} | `);
    expect(head).toContain(
      `<meta name="description" content="${escaped(post.seoDescription || post.excerpt)}" />`,
    );
    expect(head).toContain(`<meta property="og:type" content="article" />`);
    expect(head).toContain(
      `<meta property="og:url" content="${baseUrl()}/insights/${post.slug}" />`,
    );
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toContain('"@type":"Article"');
  });
});

describe('contact', () => {
  it('checks the form, sends it, thanks the visitor and starts again', async () => {
    const { page, problems } = await visit('/contact');
    await page.getByRole('heading', { level: 1, name: 'Ready to Build the Future?' }).waitFor();
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Enter your first name.',
      'Enter your last name.',
      'Enter your email address.',
      'Choose what you are interested in.',
      'Enter your message.',
    ]) {
      await page.getByText(message).waitFor();
    }
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await page.getByRole('textbox', { name: 'Message' }).getAttribute('rows')).toBe('4');

    const person = newPerson('Katherine');
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel("I'm interested in").selectOption('partnership');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('We would like to co-host an AI security meetup.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Message sent successfully!').waitFor();
    await toast(page, "We'll get back to you within 24 hours.").waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('');
    expect(await page.getByLabel("I'm interested in").inputValue()).toBe('');
    expect(problems).toEqual([]);
  });

  it.each([
    [1280, 800],
    [390, 844],
  ])(
    'chooses the subject of a card’s "Choose:" link in the form, in view (%i px)',
    async (width) => {
      const { page } = await visit('/contact', width);
      const subject = page.getByLabel("I'm interested in");
      await subject.selectOption('partnership');
      const cards = region(page, 'How We Can Help');
      await cards.getByRole('link', { name: 'Becoming an LP' }).click();
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'interest');
      expect(await subject.inputValue()).toBe('lp');
      const box = (await subject.boundingBox())!;
      const headerBottom = await page
        .locator('header')
        .first()
        .evaluate((header) => header.getBoundingClientRect().bottom);
      expect(box.y).toBeGreaterThanOrEqual(headerBottom);
      expect(box.y + box.height).toBeLessThanOrEqual(800);
    },
  );

  it('chooses the subject from the address, as the LP Portal buttons do', async () => {
    const { page } = await visit('/contact?interest=lp');
    expect(await page.getByLabel("I'm interested in").inputValue()).toBe('lp');
    await page.getByRole('heading', { name: 'For LPs' }).waitFor();
  });
});

describe('site analytics', () => {
  /** The events a page sends (batched beacons: read where they leave the page, answered as the service would). */
  async function recordEvents(page: Page): Promise<Array<{ type: string; path: string }>> {
    const events: Array<{ type: string; path: string }> = [];
    await page.route('**/api/analytics/events/batch', async (route) => {
      const batch = JSON.parse(route.request().postData() ?? '{}') as { events?: typeof events };
      events.push(...(batch.events ?? []));
      await route.fulfill({ status: 202, json: { message: 'Recorded.' } });
    });
    return events;
  }

  it('reports a page view with the path only, never the query string', async () => {
    const session = await openSession(browser);
    sessions.push(session);
    const events = await recordEvents(session.page);
    await session.page.goto('/team?email=someone@example.com');
    await eventually(() => events.some((event) => event.type === 'page_view'));
    expect(events.find((event) => event.type === 'page_view')?.path).toBe('/team');
    expect(JSON.stringify(events)).not.toContain('someone@example.com');
  });

  it('sends nothing when the browser asks for Global Privacy Control', async () => {
    const session = await openSession(browser);
    sessions.push(session);
    await session.page.addInitScript(() =>
      Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }),
    );
    const events = await recordEvents(session.page);
    await session.page.goto('/team');
    await session.page.waitForFunction(() => document.documentElement.dataset.app === 'live');
    await session.page.mouse.wheel(0, 4000);
    await session.page.waitForTimeout(1000);
    expect(events).toEqual([]);
  });
});

describe('the footer', () => {
  /**
   * The footer on screen once the page is live, as a visitor scrolls to it (it hydrates as it
   * comes near the screen). One jump is not enough: the sections above it take their real height
   * as they come near (content-visibility), which can push the footer back below the screen, so
   * this scrolls again until two frames in a row find it there, in the same place.
   */
  async function footerOf(page: Page): Promise<Locator> {
    const footer = page.getByRole('contentinfo');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
    await page.waitForFunction(() => {
      const element = document.querySelector('footer');
      const seen = window as { lastFooterTop?: number };
      if (!element) return false;
      const { top, bottom } = element.getBoundingClientRect();
      const onScreen = top < window.innerHeight && bottom > 0;
      const settled = onScreen && seen.lastFooterTop === top;
      seen.lastFooterTop = top;
      if (!onScreen) element.scrollIntoView({ block: 'end' });
      return settled;
    });
    await footer.getByRole('link', { name: 'RSS Feed' }).waitFor();
    return footer;
  }

  it.each([
    [1280, 800],
    [390, 844],
  ])(
    'links Website Analytics for an admin only, never sending a visitor to Access Denied (%i px)',
    async (width, height) => {
      const visitor = await visit('/', width);
      const publicFooter = await footerOf(visitor.page);
      await visitor.page.waitForLoadState('networkidle');
      expect(await publicFooter.getByRole('link', { name: 'Website Analytics' }).count()).toBe(0);
      expect(await publicFooter.getByRole('link', { name: 'Insights' }).count()).toBe(1);

      const session = await openSession(browser, { width, height });
      sessions.push(session);
      const { page } = session;
      await page.goto('/login');
      await page.getByLabel('Email').fill(admin().email);
      await page.getByLabel('Password').fill(admin().password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(`${baseUrl()}/`);
      // A fresh load: pre-rendered as a visitor sees it, the link comes with the admin's session.
      await page.reload();
      const adminFooter = await footerOf(page);
      const analytics = adminFooter.getByRole('link', { name: 'Website Analytics' });
      await analytics.waitFor();
      await analytics.click();
      await page.getByRole('heading', { level: 1, name: 'Website Analytics' }).waitFor();
      expect(await page.getByText('Access Denied').count()).toBe(0);
      expect(session.problems).toEqual([]);
    },
  );
});

describe('the not-found page', () => {
  it('reads "404 Page Not Found" with status 404', async () => {
    const session = await openSession(browser);
    sessions.push(session);
    const response = await session.page.goto('/definitely/not/here');
    expect(response?.status()).toBe(404);
    await session.page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });
});
