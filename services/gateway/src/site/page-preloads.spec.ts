import { ARTICLE_ROUTE, PagePreloads, type RouteManifest } from './page-preloads.js';

const manifest: RouteManifest = {
  app: ['assets/start-g.js', 'assets/react-b.js'],
  routes: {
    '/': ['assets/HomePage-c.js', 'assets/Section-d.js'],
    [ARTICLE_ROUTE]: ['assets/InsightArticlePage-e.js'],
  },
};

describe('PagePreloads', () => {
  it("lists the app's chunks, then the page's", () => {
    expect(new PagePreloads(manifest).files('/')).toEqual([
      'assets/start-g.js',
      'assets/react-b.js',
      'assets/HomePage-c.js',
      'assets/Section-d.js',
    ]);
    expect(new PagePreloads(manifest).files(ARTICLE_ROUTE)).toContain(
      'assets/InsightArticlePage-e.js',
    );
  });

  it('preloads the app alone for no route or one the build did not write', () => {
    const preloads = new PagePreloads(manifest);
    expect(preloads.files(undefined)).toEqual(['assets/start-g.js', 'assets/react-b.js']);
    expect(preloads.links('/missing')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/start-g.js" />\n    ' +
        '<link rel="modulepreload" crossorigin href="/assets/react-b.js" />',
    );
  });

  it('preloads nothing without a manifest', () => {
    expect(new PagePreloads().links('/')).toBe('');
  });
});
