/**
 * Each page's code, preloaded with its HTML. The entry starts the app only after the first paint,
 * and the router fetches a page's chunk only once the app runs; announcing both in the HTML lets
 * the browser fetch everything at once, which takes round trips off the time to a live page.
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
  dynamicImports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

export function pageModule(path: string): string | undefined {
  return PAGE_MODULES.find(([pattern]) => pattern.test(path))?.[1];
}

export class PagePreloads {
  private readonly loadedFirst: Set<string>;
  /** What the entry imports once the first paint is on screen (the app itself). */
  private readonly startedNext: string[];

  constructor(private readonly manifest: Manifest) {
    const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
    // The entry and its imports are in the page already (index.html loads and preloads them).
    this.loadedFirst = new Set(entries.flatMap(([key]) => this.closure(key)));
    this.startedNext = entries
      .flatMap(([, chunk]) => chunk.dynamicImports ?? [])
      .flatMap((key) => this.closure(key));
  }

  /** Every chunk a module needs, itself first, each once. */
  private closure(key: string, seen = new Set<string>()): string[] {
    const chunk = this.manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => this.closure(child, seen))];
  }

  /** The app's chunks and those of the module that renders this page, beyond the entry's. */
  files(module: string | undefined): string[] {
    const wanted = [...this.startedNext, ...(module ? this.closure(module) : [])];
    return [...new Set(wanted)].filter((file) => !this.loadedFirst.has(file));
  }

  /** `<link rel="modulepreload">` tags for those chunks. */
  links(module: string | undefined): string {
    return this.files(module)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
      .join('\n    ');
  }
}
