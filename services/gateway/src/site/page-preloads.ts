/**
 * Each page's code, preloaded with its HTML. The router fetches a page's chunk only once the
 * app's own code has run; announcing it in the HTML lets the browser fetch both at once, which
 * takes a round trip off the time to the page's content.
 */

/** The module that renders each page, as frontend/src/app/router.tsx imports it. */
const PAGE_MODULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, 'src/pages/HomePage.tsx'],
  [/^\/investment-thesis$/, 'src/pages/InvestmentThesisPage.tsx'],
  [/^\/portfolio$/, 'src/pages/PortfolioPage.tsx'],
  [/^\/team$/, 'src/pages/TeamPage.tsx'],
  [/^\/programs$/, 'src/pages/ProgramsPage.tsx'],
  [/^\/insights$/, 'src/pages/InsightsPage.tsx'],
  [/^\/insights\/[^/]+$/, 'src/pages/InsightArticlePage.tsx'],
  [/^\/contact$/, 'src/pages/ContactPage.tsx'],
];

export const NOT_FOUND_MODULE = 'src/pages/NotFoundPage.tsx';

/** The part of Vite's build manifest (dist/.vite/manifest.json) this reads. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

export function pageModule(path: string): string | undefined {
  return PAGE_MODULES.find(([pattern]) => pattern.test(path))?.[1];
}

export class PagePreloads {
  private readonly loadedFirst: Set<string>;

  constructor(private readonly manifest: Manifest) {
    // The entry and its imports are in the page already (index.html loads and preloads them).
    this.loadedFirst = new Set(
      Object.entries(manifest)
        .filter(([, chunk]) => chunk.isEntry)
        .flatMap(([key]) => this.closure(key)),
    );
  }

  /** Every chunk a module needs, itself first, each once. */
  private closure(key: string, seen = new Set<string>()): string[] {
    const chunk = this.manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => this.closure(child, seen))];
  }

  /** The chunks of the module that renders this page, beyond what the entry loads. */
  files(module: string): string[] {
    return [...new Set(this.closure(module))].filter((file) => !this.loadedFirst.has(file));
  }

  /** `<link rel="modulepreload">` tags for those chunks. */
  links(module: string | undefined): string {
    if (!module) return '';
    return this.files(module)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
      .join('\n    ');
  }
}
