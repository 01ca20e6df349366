import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NOT_FOUND_MODULE, pageModule, PagePreloads, type Manifest } from './page-preloads.js';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_tiny.js'],
    dynamicImports: ['src/start.tsx'],
  },
  '_tiny.js': { file: 'assets/tiny-f.js' },
  'src/start.tsx': { file: 'assets/start-g.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-b.js' },
  'src/pages/HomePage.tsx': {
    file: 'assets/HomePage-c.js',
    imports: ['_react.js', '_Section.js', '_Badge.js'],
  },
  '_Section.js': { file: 'assets/Section-d.js', imports: ['_Badge.js'] },
  '_Badge.js': { file: 'assets/Badge-e.js' },
};

describe('PagePreloads', () => {
  it("lists the app's chunks, then the page's and everything it imports, once each", () => {
    expect(new PagePreloads(manifest).files('src/pages/HomePage.tsx')).toEqual([
      'assets/start-g.js',
      'assets/react-b.js',
      'assets/HomePage-c.js',
      'assets/Section-d.js',
      'assets/Badge-e.js',
    ]);
  });

  it('leaves out what index.html loads itself, and preloads the app for any page', () => {
    const preloads = new PagePreloads(manifest);
    expect(preloads.files('src/pages/HomePage.tsx')).not.toContain('assets/tiny-f.js');
    expect(preloads.files('src/pages/HomePage.tsx')).not.toContain('assets/index-a.js');
    expect(preloads.files(undefined)).toEqual(['assets/start-g.js', 'assets/react-b.js']);
    expect(preloads.links('src/pages/Missing.tsx')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/start-g.js" />\n    ' +
        '<link rel="modulepreload" crossorigin href="/assets/react-b.js" />',
    );
  });

  it('maps the public pages and articles to their modules', () => {
    expect(pageModule('/')).toBe('src/pages/HomePage.tsx');
    expect(pageModule('/insights/why-ai-now')).toBe('src/pages/InsightArticlePage.tsx');
    expect(pageModule('/insights/a/b')).toBeUndefined();
    expect(pageModule('/admin')).toBeUndefined();
  });

  it('names only modules that the front end router really imports', () => {
    const router = readFileSync(
      fileURLToPath(new URL('../../../../frontend/src/app/router.tsx', import.meta.url)),
      'utf8',
    );
    const paths = ['/', '/investment-thesis', '/portfolio', '/team', '/programs', '/insights'];
    const modules = [...paths, '/insights/x', '/contact'].map(pageModule);
    for (const module of [...modules, NOT_FOUND_MODULE]) {
      expect(module).toBeDefined();
      const importPath = module?.replace(/^src\//, '../').replace(/\.tsx$/, '');
      expect(router).toContain(`import('${importPath}')`);
    }
  });
});
