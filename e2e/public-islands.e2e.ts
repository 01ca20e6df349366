import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FIELD_SENTENCES, PUBLIC_PAGES } from '@sandglass/shared';
import { pageVisits } from './support/browser.js';

/**
 * Issue 24: a public page arrives as HTML with its CSS, and what it runs is the islands' script,
 * never the app's (React Router, Redux, RTK Query) nor styled-components' runtime: the static
 * sections need no JavaScript at all to look as they do.
 */

const { open, visit } = pageVisits();

const DIST = join(process.cwd(), 'frontend', 'dist');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const manifest = async (name: string) =>
  JSON.parse(await readFile(join(DIST, '.vite', name), 'utf8')) as Manifest;

/** The class every element of a styled component has, which no rule is written for. */
const COMPONENT_ID = /^is[0-9a-z]+$/;

/** The newest article's address. */
async function articlePath(): Promise<string> {
  const session = await open();
  const response = await session.page.request.get('/api/blog');
  const { posts } = (await response.json()) as { posts: { slug: string }[] };
  return `/insights/${posts[0]!.slug}`;
}

/** The page's HTML with every island (and the props written beside it) taken out. */
function withoutIslands(html: string): string {
  return html
    .replace(/<script type="application\/json" data-island-props>[\s\S]*?<\/script>/g, '')
    .replace(/<sandglass-island [^>]*>[\s\S]*?<\/sandglass-island>/g, '');
}

describe('a pre-rendered public page', () => {
  it('runs the islands’ script only, and styles its static sections from its own CSS', async () => {
    const app = await manifest('manifest.json');
    const islands = await manifest('islands-manifest.json');
    const appEntry = app['index.html']!.file;
    const islandsEntry = islands['islands.html']!.file;
    const appChunks = new Set(Object.values(app).map((chunk) => chunk.file));
    const islandChunks = new Set(Object.values(islands).map((chunk) => chunk.file));
    // Files both builds share (none expected, but a hash collision is no leak).
    const appOnly = [...appChunks].filter((file) => !islandChunks.has(file));
    // No island brings styled-components' runtime (its style elements carry this attribute): an
    // island's styles are made by the islands' stand-in, the page's by the pre-renderer.
    const withRuntime: string[] = [];
    for (const file of islandChunks) {
      if (!file.endsWith('.js')) continue;
      if ((await readFile(join(DIST, file), 'utf8')).includes('data-styled-version'))
        withRuntime.push(file);
    }
    expect(withRuntime).toEqual([]);

    for (const path of [...Object.keys(PUBLIC_PAGES), await articlePath()]) {
      const session = await open();
      const response = await session.page.request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();

      const scripts = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map(
        (match) => match[1],
      );
      expect({ path, scripts }).toEqual({ path, scripts: [islandsEntry] });
      expect(html).not.toContain(appEntry);
      for (const file of appOnly)
        expect({ path, file, found: html.includes(file) }).toMatchObject({ found: false });

      // Every class the static sections use has its rules in the page's pre-rendered style
      // sheet (a component's own id, `is…` without a `-`, carries no rules).
      const css = /<style data-prerendered[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      const root = /<div id="root">([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
      expect(root).toContain('<sandglass-island data-island="SiteHeader"');
      const staticHtml = withoutIslands(root);
      // (Not the wrapper of a section that hydrates as it nears the screen: it has rules only
      // when it is given a height to hold.)
      const classes = new Set(
        [
          ...staticHtml.matchAll(/<[^>]*?(?<!data-hydrate-when-visible="" )class="([^"]+)"/g),
        ].flatMap((match) => match[1]!.split(/\s+/)),
      );
      const unstyled = [...classes].filter(
        (name) => !COMPONENT_ID.test(name) && !css.includes(`.${name}`),
      );
      expect({ path, unstyled }).toEqual({ path, unstyled: [] });
      // The page's heading is static HTML, in no island.
      expect(staticHtml).toMatch(/<h1[ >]/);
    }
  });

  it('looks the same with JavaScript off: the static sections need no script', async () => {
    const session = await open();
    const page = session.page;
    await page.context().route('**/*.js', (route) => route.abort());
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    const styles = await heading.evaluate((element) => {
      const style = getComputedStyle(element);
      return { font: style.fontFamily, margin: style.marginTop };
    });
    // The display face from the pre-rendered rules, not the browser's default serif.
    expect(styles.font).toMatch(/Fraunces/);
    // Never live: no script ran, yet the header and the page read as they should.
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    expect(
      await page.locator('header').evaluate((element) => getComputedStyle(element).position),
    ).toBe('sticky');
  });

  it('asks for no island code nor font before its first paint is on the screen', async () => {
    const islands = await manifest('islands-manifest.json');
    const entry = islands['islands.html']!;
    // What the HTML itself names: the entry and what it imports, its (print) style sheet.
    const named = new Set(
      [entry.file, ...(entry.imports ?? []).map((key) => islands[key]!.file)].map((f) => `/${f}`),
    );
    for (const path of Object.keys(PUBLIC_PAGES)) {
      const { page } = await visit(path, 390);
      const early = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]!;
        return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.startTime < paint.startTime)
          .map((entry) => new URL(entry.name).pathname)
          .filter((file) => /\.(js|woff2)$/.test(file));
      });
      expect({ path, early: early.filter((file) => !named.has(file)) }).toEqual({
        path,
        early: [],
      });
    }
  });

  it('comes alive without making CSS again, only what a new state needs', async () => {
    const { page } = await visit('/contact', 390);
    // The rules the islands made in the browser, by class: none may be for a class no element
    // has (an island hydrating onto classes named otherwise than the page's would make one for
    // every element it drew), nor one the pre-rendered sheet already has.
    const made = () =>
      page.evaluate(() => {
        const sheet = document.querySelector<HTMLStyleElement>('style[data-island-styles]')?.sheet;
        const prerendered = document.querySelector('style[data-prerendered]')?.textContent ?? '';
        const names = new Set(
          [...(sheet?.cssRules ?? [])].flatMap((rule) =>
            [...rule.cssText.matchAll(/\.(is[0-9a-z]+-[0-9a-z]+)/g)].map((match) => match[1]!),
          ),
        );
        return {
          names: names.size,
          unused: [...names].filter((name) => !document.querySelector(`.${name}`)),
          again: [...names].filter((name) => prerendered.includes(`.${name}`)),
        };
      });
    // Live, the header has learnt nobody is signed in (its sign-in buttons are new); the form
    // and the rest hydrated onto the page's own classes.
    const alive = await made();
    expect(alive).toMatchObject({ unused: [], again: [] });
    expect(alive.names).toBeLessThan(5);
    // The menu opening is a state the page did not arrive in: its rules are made then.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Menu', expanded: true }).waitFor();
    const open = await made();
    expect(open).toMatchObject({ unused: [], again: [] });
    expect(open.names).toBeGreaterThan(alive.names);
  });

  it('fetches the sign-up below the insights list apart, after the list, and it works', async () => {
    const islands = await manifest('islands-manifest.json');
    const signUpCode = `/${islands['src/features/newsletter/index.ts']!.file}`;
    // Not part of what the list's island needs to come to life.
    const listCode = new Set<string>();
    const stack = ['src/features/blog/components/BlogBrowser.tsx'];
    while (stack.length > 0) {
      const key = stack.pop()!;
      if (listCode.has(key)) continue;
      listCode.add(key);
      stack.push(...(islands[key]?.imports ?? []));
    }
    expect([...listCode].map((key) => `/${islands[key]?.file}`)).not.toContain(signUpCode);

    const { page } = await visit('/insights', 390);
    const email = page.getByLabel('Email address');
    await email.scrollIntoViewIfNeeded();
    // Asked for once the list's posts had come, not with the list's own code.
    const timing = await page.waitForFunction((code) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const signUp = entries.find((entry) => new URL(entry.name).pathname === code);
      const posts = entries.find((entry) => new URL(entry.name).pathname === '/api/blog');
      return signUp && posts && { signUp: signUp.startTime, posts: posts.responseEnd };
    }, signUpCode);
    const { signUp, posts } = (await timing.jsonValue()) as { signUp: number; posts: number };
    expect(signUp).toBeGreaterThanOrEqual(posts);
    // Live: what the sign-up says of an address is the form's own check.
    await email.fill('not-an-address');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.getByText(FIELD_SENTENCES.email).first().waitFor();
  });
});
