/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { applyPageHead, pageHead } from './pageHead';

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

const team = pageHead({
  site,
  title: 'Team',
  description: 'The people who build with our founders.',
  pathname: '/team',
});

describe('pageHead', () => {
  it('titles the page "<page> | <firm>" and makes the canonical address from the site URL', () => {
    expect(team.title).toBe('Team | Sandglass Ventures');
    expect(team.canonicalUrl).toBe('https://sandglass.vc/team');
    expect(team.robots).toBe('index, follow');
    expect(team.jsonLd).toMatchObject({ '@type': 'Organization', name: 'Sandglass Ventures' });
  });

  it('asks search engines to skip pages marked noIndex', () => {
    const login = pageHead({
      site,
      title: 'Sign In',
      description: 'd',
      pathname: '/login',
      noIndex: true,
    });
    expect(login.robots).toBe('noindex, nofollow');
  });
});

describe('applyPageHead', () => {
  it('writes the title, description, canonical link, Open Graph tags and JSON-LD', () => {
    const doc = documentWithHead();
    applyPageHead(doc, team);
    expect(doc.title).toBe('Team | Sandglass Ventures');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'The people who build with our founders.',
    );
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://sandglass.vc/team',
    );
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      'https://sandglass.vc/team',
    );
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Team | Sandglass Ventures',
    );
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
});
