import { describe, expect, it } from '@jest/globals';
import { routeManifest, type BuiltChunk } from './routeManifest';
import { ROUTES, type PageName } from './routes';

const chunk = (fileName: string, more: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  imports: [],
  dynamicImports: [],
  isEntry: false,
  facadeModuleId: null,
  ...more,
});

const pageModule = (page: PageName) => `/app/src/pages/${page}.tsx`;

/** A build as Rollup describes it: the entry, the app it starts, and a chunk per page. */
function build(pages: readonly PageName[] = ROUTES.map(({ page }) => page)): BuiltChunk[] {
  return [
    chunk('assets/index-a.js', {
      isEntry: true,
      imports: ['assets/tiny-f.js'],
      dynamicImports: ['assets/start-g.js'],
    }),
    chunk('assets/tiny-f.js'),
    chunk('assets/start-g.js', { imports: ['assets/react-b.js', 'assets/tiny-f.js'] }),
    chunk('assets/react-b.js'),
    chunk('assets/Section-d.js', { imports: ['assets/Badge-e.js'] }),
    chunk('assets/Badge-e.js'),
    ...pages.map((page) =>
      chunk(`assets/${page}-c.js`, {
        facadeModuleId: pageModule(page),
        imports: ['assets/react-b.js', 'assets/Section-d.js', 'assets/Badge-e.js'],
      }),
    ),
  ];
}

describe('routeManifest', () => {
  it('covers every route of the router, in its order', () => {
    const { routes } = routeManifest(build(), pageModule);
    expect(Object.keys(routes)).toEqual(ROUTES.map(({ path }) => path));
    expect(routes['/insights/:slug']?.[0]).toBe('assets/InsightArticlePage-c.js');
    expect(routes['*']?.[0]).toBe('assets/NotFoundPage-c.js');
  });

  it("lists the app's chunks once, and each page's beyond them and the entry's", () => {
    const manifest = routeManifest(build(), pageModule);
    expect(manifest.app).toEqual(['assets/start-g.js', 'assets/react-b.js']);
    expect(manifest.routes['/']).toEqual([
      'assets/HomePage-c.js',
      'assets/Section-d.js',
      'assets/Badge-e.js',
    ]);
  });

  it('fails the build when a route has no chunk for its page', () => {
    const pages = ROUTES.map(({ page }) => page).filter((page) => page !== 'AdminPage');
    expect(() => routeManifest(build(pages), pageModule)).toThrow(
      'The build has no chunk for AdminPage, the page of /admin/*.',
    );
  });
});
