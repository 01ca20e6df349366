import { ROUTES, type PageName } from './routes';

/** The part of a built chunk (Rollup's output) the manifest is made from. */
export interface BuiltChunk {
  fileName: string;
  /** The chunks it imports statically, which load with it. */
  imports: readonly string[];
  dynamicImports: readonly string[];
  isEntry: boolean;
  /** The module the chunk stands for (absolute path), if any. */
  facadeModuleId: string | null;
}

/**
 * `dist/.vite/routes.json`, which the gateway reads to preload a page's code with its HTML: the
 * app's chunks (what the entry starts once the first frame is painted), then per route the
 * chunks of the page that renders it, beyond those. What index.html loads itself is left out.
 */
export interface RouteManifest {
  app: string[];
  routes: Record<string, string[]>;
}

/**
 * The manifest of a build: every route of the route table (ROUTES, which the router renders)
 * with its page's chunks. A page without a chunk of its own fails the build.
 */
export function routeManifest(
  chunks: readonly BuiltChunk[],
  pageModule: (page: PageName) => string,
): RouteManifest {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** Every chunk a chunk needs, itself first, each once. */
  const closure = (file: string, seen = new Set<string>()): string[] => {
    const chunk = byFile.get(file);
    if (!chunk || seen.has(file)) return [];
    seen.add(file);
    return [file, ...chunk.imports.flatMap((child) => closure(child, seen))];
  };
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const loadedFirst = new Set(entries.flatMap((entry) => closure(entry.fileName)));
  const app = [
    ...new Set(entries.flatMap((entry) => entry.dynamicImports.flatMap((file) => closure(file)))),
  ].filter((file) => !loadedFirst.has(file));
  const known = new Set([...loadedFirst, ...app]);
  const routes = Object.fromEntries(
    ROUTES.map(({ path, page }) => {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === pageModule(page));
      if (!chunk) throw new Error(`The build has no chunk for ${page}, the page of ${path}.`);
      return [path, closure(chunk.fileName).filter((file) => !known.has(file))];
    }),
  );
  return { app, routes };
}
