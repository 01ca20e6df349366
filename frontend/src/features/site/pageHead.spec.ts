/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { pageHead } from '@sandglass/shared';
import { applyPageHead } from './pageHead';

const site = {
  firmName: 'Sandglass Ventures',
  firmEmail: 'hello@sandglass.vc',
  siteUrl: 'https://sandglass.vc',
};

function documentWithHead(head = ''): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${head}</head></html>`,
    'text/html',
  );
}

const metaContent = (doc: Document, selector: string) =>
  doc.querySelector(`meta[${selector}]`)?.getAttribute('content');

const team = pageHead({
  site,
  title: 'Team',
  description: 'The people who build with our founders.',
  pathname: '/team',
});

const article = pageHead({
  site,
  title: 'Why AI Now',
  description: 'The cost of intelligence fell.',
  pathname: '/insights/why-ai-now',
  article: {
    image: '/api/uploads/abc.png',
    publishedAt: '2026-02-01T09:00:00.000Z',
    authorName: 'Grace Hopper',
    section: 'AI Trends',
    tags: ['LLMs', 'Costs'],
  },
});

describe('pageHead', () => {
  it('titles the page "<page> | <firm>" and makes the canonical address from the site URL', () => {
    expect(team.title).toBe('Team | Sandglass Ventures');
    expect(team.canonicalUrl).toBe('https://sandglass.vc/team');
    expect(team.meta).toContainEqual({ key: 'name', value: 'robots', content: 'index, follow' });
    expect(team.jsonLd).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: 'Sandglass Ventures' }),
    ]);
  });

  it('asks search engines to skip pages marked noIndex', () => {
    const login = pageHead({
      site,
      title: 'Sign In',
      description: 'd',
      pathname: '/login',
      noIndex: true,
    });
    expect(login.meta).toContainEqual({
      key: 'name',
      value: 'robots',
      content: 'noindex, nofollow',
    });
  });

  it('describes an article with its absolute image, publication time and Article JSON-LD', () => {
    expect(article.meta).toEqual(
      expect.arrayContaining([
        { key: 'property', value: 'og:type', content: 'article' },
        { key: 'property', value: 'og:image', content: 'https://sandglass.vc/api/uploads/abc.png' },
        {
          key: 'property',
          value: 'article:published_time',
          content: '2026-02-01T09:00:00.000Z',
        },
        { key: 'name', value: 'twitter:card', content: 'summary_large_image' },
      ]),
    );
    expect(article.jsonLd[1]).toMatchObject({
      '@type': 'Article',
      headline: 'Why AI Now',
      author: { '@type': 'Person', name: 'Grace Hopper' },
      articleSection: 'AI Trends',
      keywords: 'LLMs, Costs',
      mainEntityOfPage: 'https://sandglass.vc/insights/why-ai-now',
    });
  });
});

describe('applyPageHead', () => {
  it('writes the title, description, canonical link, Open Graph tags and JSON-LD', () => {
    const doc = documentWithHead();
    applyPageHead(doc, team);
    expect(doc.title).toBe('Team | Sandglass Ventures');
    expect(metaContent(doc, 'name="description"')).toBe('The people who build with our founders.');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://sandglass.vc/team',
    );
    expect(metaContent(doc, 'property="og:url"')).toBe('https://sandglass.vc/team');
    expect(metaContent(doc, 'property="og:title"')).toBe('Team | Sandglass Ventures');
    const ld = doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    expect(JSON.parse(ld)).toMatchObject({ '@type': 'Organization', foundingDate: '2024' });
  });

  it('updates the tags the server already rendered instead of adding duplicates', () => {
    const doc = documentWithHead(`
      <title>Server title</title>
      <meta name="description" content="server description" />
      <link rel="canonical" href="https://sandglass.vc/" />
      <meta property="og:title" content="server" />
      <script type="application/ld+json">{"@type":"Organization","name":"server"}</script>
      <script type="application/ld+json">{"@type":"BreadcrumbList"}</script>
    `);
    applyPageHead(doc, team);
    applyPageHead(doc, team);
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(doc.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(doc.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    const scripts = [...doc.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts.map((s) => JSON.parse(s.textContent ?? '')['@type'])).toEqual([
      'Organization',
      'BreadcrumbList',
    ]);
    expect(JSON.parse(scripts[0]?.textContent ?? '').name).toBe('Sandglass Ventures');
  });

  it("removes an article's own tags when the next page is not an article", () => {
    const doc = documentWithHead();
    applyPageHead(doc, article);
    expect(metaContent(doc, 'property="og:image"')).toBe(
      'https://sandglass.vc/api/uploads/abc.png',
    );
    expect(doc.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2);

    applyPageHead(doc, team);
    expect(doc.querySelector('meta[property="og:image"]')).toBeNull();
    expect(doc.querySelector('meta[property="article:published_time"]')).toBeNull();
    expect(metaContent(doc, 'property="og:type"')).toBe('website');
    expect(metaContent(doc, 'name="twitter:card"')).toBe('summary');
    const types = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '')['@type'],
    );
    expect(types).toEqual(['Organization']);
  });
});
