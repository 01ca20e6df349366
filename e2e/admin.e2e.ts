import type { Browser, Page } from 'playwright-core';
import { admin, baseUrl, launch, newPerson, openSession } from './support/browser.js';

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

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl()}/`);
}

async function openAdmin(width = 1280, height = 800) {
  const session = await openSession(browser, { width, height });
  const { email, password } = admin();
  await signIn(session.page, email, password);
  return session;
}

/** What the public API says right now (no token: what any visitor gets). */
async function publicJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** A toast's text (Radix also writes a copy for screen readers, hence the first). */
const toastText = (page: Page, text: string) => page.getByText(text, { exact: false }).first();

describe('the admin console', () => {
  it('adds a portfolio company with a logo, edits it, shows it on /portfolio and deletes it', async () => {
    const { page, context, problems } = await openAdmin();
    const name = `Orbital Forge ${stamp()}`;

    await page.getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.getByText('Portfolio companies').waitFor();
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Portfolio' })
      .click();
    await page.waitForURL(`${baseUrl()}/admin/portfolio`);
    await page.getByRole('button', { name: 'Add company' }).click();
    const form = dialog(page, 'Add a company');

    // Bad input: told next to the fields, nothing saved.
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Website').fill('orbital.example.com');
    await form.getByRole('button', { name: 'Add company' }).click();
    await form.getByText('Enter a description of the company.').waitFor();
    await form.getByText('Choose a category.').waitFor();
    await form
      .getByText('Website must be a web address starting with http:// or https://.')
      .waitFor();
    const before = await publicJson<{ name: string }[]>(page, '/api/portfolio');
    expect(before.map((company) => company.name)).not.toContain(name);

    await form
      .getByLabel('Description')
      .fill('Robotic foundries run by agents, from CAD to finished part.');
    await form.getByLabel('Category').selectOption('AI Platform');
    await form.getByLabel('Website').fill('https://orbital.example.com');
    await form.getByLabel('Founded year').fill('2024');
    await form.getByLabel('AI tags').fill('Robotics, Agents, robotics');
    expect(await form.getByLabel('Slug').inputValue()).toMatch(/^orbital-forge-/);
    await form
      .getByLabel('Logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
    await form.getByText('Image uploaded.').waitFor();
    expect(await form.getByRole('img', { name: 'Logo preview' }).getAttribute('src')).toMatch(
      /^\/api\/uploads\/[a-f0-9]{64}\.png$/,
    );
    await form.getByRole('button', { name: 'Add company' }).click();
    await toastText(page, `${name} is now in the portfolio.`).waitFor();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('rowheader', { name }).waitFor();

    const created = (
      await publicJson<{ name: string; logo: string; aiTags: string[] }[]>(page, '/api/portfolio')
    ).find((company) => company.name === name);
    expect(created?.aiTags).toEqual(['Robotics', 'Agents']);
    expect(created?.logo).toMatch(/^\/api\/uploads\//);

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = dialog(page, `Edit ${name}`);
    await edit
      .getByLabel('Description')
      .fill('Agent-run foundries that turn a CAD file into a finished part overnight.');
    await edit.getByLabel('Status').selectOption('acquired');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await toastText(page, `${name} was saved.`).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await row
      .getByText('Agent-run foundries that turn a CAD file into a finished par...')
      .waitFor();
    await row.getByText('Acquired').waitFor();

    await page.goto('/portfolio');
    await page.getByText(name).first().waitFor();

    await page.goto('/admin/portfolio');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = dialog(page, `Delete ${name}?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastText(page, `${name} was removed from the portfolio.`).waitFor();
    await page.getByRole('rowheader', { name }).waitFor({ state: 'detached' });
    const after = await publicJson<{ name: string }[]>(page, '/api/portfolio');
    expect(after.map((company) => company.name)).not.toContain(name);
    expect(problems.filter((text) => /Content Security Policy/.test(text))).toEqual([]);
    await context.close();
  });

  it('writes and publishes an article that then appears on /insights and at its own address', async () => {
    const { page, context } = await openAdmin();
    const title = `Agents in the Foundry ${stamp()}`;

    await page.goto('/admin/blog');
    await page.getByRole('button', { name: 'Write article' }).click();
    const editor = dialog(page, 'Write an article');
    await editor.getByLabel('Title', { exact: true }).fill(title);
    const slug = await editor.getByLabel('Slug').inputValue();
    expect(slug).toMatch(/^agents-in-the-foundry-/);
    await editor.getByLabel('Category').selectOption({ label: 'Technology' });
    await editor
      .getByLabel('Excerpt')
      .fill('What changes when the factory floor is run by agents.');
    await editor
      .getByLabel('Body (Markdown)')
      .fill('## The floor\n\nAgents **schedule** every machine.');
    const preview = editor.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'The floor' }).waitFor();
    await preview.locator('strong', { hasText: 'schedule' }).waitFor();
    await editor.getByLabel('Tags').fill('Robotics, Agents');
    await editor.getByLabel('SEO title').fill('Agents run the foundry');
    await editor.getByText('22/70 characters').waitFor();
    await editor.getByRole('radio', { name: 'Published' }).check();
    await editor.getByRole('button', { name: 'Publish' }).click();
    await toastText(page, `“${title}” is live at /insights/${slug}.`).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
    await row.getByText('Published').waitFor();

    await page.goto('/insights');
    await page.getByText(title).first().waitFor();
    await page.goto(`/insights/${slug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('heading', { name: 'The floor' }).waitFor();
    await context.close();
  });

  it('keeps a draft off the public site', async () => {
    const { page, context } = await openAdmin();
    const title = `Unfinished thoughts ${stamp()}`;
    await page.goto('/admin/blog');
    await page.getByRole('button', { name: 'Write article' }).click();
    const editor = dialog(page, 'Write an article');
    await editor.getByLabel('Title', { exact: true }).fill(title);
    await editor.getByLabel('Category').selectOption({ label: 'Investment' });
    await editor.getByLabel('Excerpt').fill('Not ready.');
    await editor.getByLabel('Body (Markdown)').fill('Soon.');
    await editor.getByRole('button', { name: 'Save draft' }).click();
    await toastText(page, `“${title}” is saved as a draft; only admins see it.`).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
    await row.getByText('Draft').waitFor();
    const listed = await publicJson<{ posts: { title: string }[] }>(page, '/api/blog');
    expect(listed.posts.map((post) => post.title)).not.toContain(title);
    await context.close();
  });

  it.each([
    [1280, 800],
    [390, 844],
  ])(
    'previews a draft to admins only, and answers its address at once when it is published (%i px)',
    async (width, height) => {
      const { page, context } = await openAdmin(width, height);
      const visitor = await openSession(browser, { width, height });
      const title = `Preview first ${stamp()}`;
      await page.goto('/admin/blog');
      await page.getByRole('button', { name: 'Write article' }).click();
      const editor = dialog(page, 'Write an article');
      await editor.getByLabel('Title', { exact: true }).fill(title);
      const slug = await editor.getByLabel('Slug').inputValue();
      await editor.getByLabel('Category').selectOption({ label: 'Investment' });
      await editor.getByLabel('Excerpt').fill('Seen by admins first.');
      await editor.getByLabel('Body (Markdown)').fill('## Not yet\n\nOnly admins read this.');
      await editor.getByRole('button', { name: 'Save draft' }).click();
      await toastText(page, `“${title}” is saved as a draft; only admins see it.`).waitFor();

      // A visitor at the draft's address: the not-found page, with status 404.
      const hidden = await visitor.page.goto(`/insights/${slug}`);
      expect(hidden?.status()).toBe(404);
      await visitor.page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      await visitor.page.waitForFunction(() => document.documentElement.dataset.app === 'live');
      expect(await visitor.page.getByText('Only admins read this.').count()).toBe(0);

      // The admin previews it from the list: the draft, marked, kept out of search.
      await page.getByRole('link', { name: `Preview the draft “${title}”` }).click();
      await page.waitForURL(`${baseUrl()}/insights/${slug}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText('Only admins read this.').waitFor();
      await page.getByRole('alert').filter({ hasText: 'Draft preview' }).waitFor();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe(
        'noindex, nofollow',
      );
      // Opened on its own (a new tab, a reload), the preview waits for the admin's session.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('alert').filter({ hasText: 'Draft preview' }).waitFor();

      // Published: the visitor's next request gets the article, with no wait for a cache.
      await page.goto('/admin/blog');
      await page.getByRole('button', { name: `Edit “${title}”` }).click();
      const edit = dialog(page, `Edit “${title}”`);
      await edit.getByRole('radio', { name: 'Published' }).check();
      await edit.getByRole('button', { name: 'Publish' }).click();
      await toastText(page, `“${title}” is live at /insights/${slug}.`).waitFor();
      const live = await visitor.page.goto(`/insights/${slug}`);
      expect(live?.status()).toBe(200);
      expect(await live?.text()).toContain(title);
      await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(
        await visitor.page.getByRole('alert').filter({ hasText: 'Draft preview' }).count(),
      ).toBe(0);
      await visitor.context.close();
      await context.close();
    },
  );

  it('marks a contact message read by opening it, and unread again', async () => {
    const { page, context } = await openAdmin();
    const firstName = `Reader${stamp()}`;
    const sent = await page.request.post('/api/contact', {
      data: {
        firstName,
        lastName: 'Hopper',
        email: 'grace@example.com',
        interest: 'lp',
        message: 'We would like to hear about your next fund.',
      },
    });
    expect(sent.ok()).toBe(true);

    await page.goto('/admin/contact');
    await page.getByLabel('Search messages').fill(firstName);
    const from = `${firstName} Hopper`;
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: from }) });
    await row.getByText('New').waitFor();
    await page.getByRole('button', { name: `Open the message from ${from}` }).click();
    const message = dialog(page, `Message from ${from}`);
    await message.getByText('We would like to hear about your next fund.').waitFor();
    await message.getByRole('button', { name: 'Mark as unread' }).waitFor();
    await message.getByRole('button', { name: 'Close' }).first().click();
    await row.getByText('Read', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Unread', exact: true }).click();
    await page.getByRole('rowheader', { name: from }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('button', { name: `Mark as unread: message from ${from}` }).click();
    await row.getByText('New').waitFor();
    await context.close();
  });

  it('makes a guest a member, who then still sees Access Denied on /admin', async () => {
    const person = newPerson('Rosalind');
    const guest = await openSession(browser);
    const registered = await guest.page.request.post('/api/auth/register', { data: person });
    expect(registered.ok()).toBe(true);
    // Signed out again, so the sign-in below is the one that picks up the new role.
    await guest.context.clearCookies();

    const { page, context } = await openAdmin();
    await page.goto('/admin/users');
    await page.getByLabel('Search users').fill(person.email);
    const role = page.getByRole('combobox', {
      name: `Role of ${person.firstName} ${person.lastName}`,
    });
    await role.waitFor();
    expect(await role.inputValue()).toBe('guest');
    await role.selectOption('member');
    const confirm = dialog(page, `Make ${person.firstName} ${person.lastName} a member?`);
    await confirm.getByText('changes from a guest to a member').waitFor();
    await confirm.getByRole('button', { name: 'Make Member' }).click();
    await toastText(page, `${person.firstName} ${person.lastName} is now a member.`).waitFor();
    // The admin's own role cannot be changed here.
    await page.getByLabel('Search users').fill(admin().email);
    const own = page.getByRole('row').filter({ hasText: admin().email }).getByRole('combobox');
    await page.getByText('Your own role; another admin can change it.').waitFor();
    expect(await own.isDisabled()).toBe(true);
    await context.close();

    await signIn(guest.page, person.email, person.password);
    await guest.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Social Media' })
      .waitFor();
    await guest.page.goto('/admin');
    await guest.page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await guest.page
      .getByText("You don't have permission to access the admin dashboard.")
      .waitFor();
    await guest.context.close();
  });

  it('keeps every admin table inside its container at 1280 px with a 100-character unbroken name', async () => {
    const { page, context } = await openAdmin(1280);
    const long = `W${'o'.repeat(98)}${stamp()}`.slice(0, 100);
    const sent = await page.request.post('/api/contact', {
      data: {
        firstName: long,
        lastName: long,
        email: 'long@example.com',
        company: long,
        interest: 'lp',
        message: long,
      },
    });
    expect(sent.ok()).toBe(true);
    for (const section of [
      'contact',
      'portfolio',
      'team',
      'blog',
      'programs',
      'applications',
      'newsletter',
      'users',
    ]) {
      await page.goto(`/admin/${section}`);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate<{ region: string; scroll: number; client: number }[]>(
        `[...document.querySelectorAll('[role=region]')].filter((r) => r.querySelector('table')).map((r) => ({ region: r.getAttribute('aria-label'), scroll: r.scrollWidth, client: r.clientWidth })).filter((r) => r.scroll > r.client)`,
      );
      expect({ section, overflow }).toEqual({ section, overflow: [] });
    }
    const docWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(docWidth).toBeLessThanOrEqual(1280);
    await context.close();
  });

  it('turns the tables into cards on a phone', async () => {
    const { page, context } = await openAdmin(375);
    await page.goto('/admin/team');
    await page.getByRole('list', { name: 'Team members' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(scrollWidth).toBeLessThanOrEqual(375);
    await context.close();
  });
});
