/**
 * The public pages' islands (src/islands): a build of its own, because the same components are
 * built here against small stand-ins (the src/islands/…Shim modules) for React Router, react-redux, the RTK
 * Query API, the session slice and styled-components, which must stay out of what a public page
 * loads and in the app. The pre-renderer uses the same stand-ins, so the HTML and CSS it writes
 * are what the browser's islands hydrate (the same class names: hydrating makes no CSS).
 *
 *   vite build -c vite.islands.config.ts          islands.html and the islands' chunks, into dist
 *   vite build -c vite.islands.config.ts --ssr    the islands' pre-renderer, into dist/.ssr-islands
 *
 * The build fails if Redux, React Router or RTK Query find their way into the islands' chunks.
 */
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { apiProxy, precompressAssets } from './vite.config';

const src = join(import.meta.dirname, 'src');

/** Modules the islands get a stand-in for: by package name, or by the file it resolves to. */
const PACKAGE_SHIMS: Record<string, string> = {
  'react-router-dom': join(src, 'islands/routerShim.tsx'),
  'react-redux': join(src, 'islands/reduxShim.ts'),
  'styled-components': join(src, 'islands/styledShim.ts'),
};
const FILE_SHIMS: Record<string, string> = {
  [join(src, 'lib/api.ts')]: join(src, 'islands/apiShim.ts'),
  [join(src, 'lib/sessionSlice.ts')]: join(src, 'islands/sessionSliceShim.ts'),
  [join(src, 'lib/Island.tsx')]: join(src, 'islands/Island.tsx'),
};

/** Libraries of the app that a public page must never load. */
const APP_ONLY =
  /\/node_modules\/(?:@reduxjs\/|react-redux\/|redux\/|react-router(?:-dom)?\/|immer\/|styled-components\/)/;

function islandShims(packages: Record<string, string>): Plugin {
  return {
    name: 'sandglass:island-shims',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (packages[source]) return packages[source];
      if (!importer || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && FILE_SHIMS[resolved.id] ? FILE_SHIMS[resolved.id] : resolved;
    },
  };
}

/**
 * What every public page runs to hydrate its islands (the hydrator, the header, the toasts) and
 * what they import of the front end's code and stylis (which the islands' styles compile with):
 * one chunk (island-base), instead of a dozen small ones. Compressed one by one they weighed
 * about a third more (gzip cannot share a dictionary across files), and each was a request of
 * its own before the page was live. @sandglass/shared stays out of the test: its index names
 * every module of it, so the chunk would take them all (the fallback portfolio, the forms'
 * rules), where each now goes with the islands that use it. React, React DOM and their
 * scheduler are one chunk too (react), fetched in a task of its own (main.tsx); the islands only
 * some pages have keep theirs.
 */
const HYDRATOR = join(src, 'islands/hydrateIslands.tsx');
const EVERY_PAGE_ROOTS = [
  HYDRATOR,
  join(src, 'app/layout/SiteHeader.tsx'),
  join(src, 'ui/ToastHost.tsx'),
];
const ENTRY = join(src, 'islands/main.tsx');
const OWN_CODE = /\/frontend\/src\/|\/node_modules\/stylis\//;
const everyPage = new Set<string>();

function collectEveryPage(): Plugin {
  return {
    name: 'sandglass:islands-every-page',
    apply: 'build',
    buildEnd() {
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      // What the entry itself imports stays with it (it runs before React is fetched).
      const entry = closure([ENTRY]);
      everyPage.clear();
      for (const id of closure(EVERY_PAGE_ROOTS))
        if (OWN_CODE.test(id) && !entry.has(id)) everyPage.add(id);
      // The module the entry asks for stays a chunk of its own, which imports the rest: put in
      // the group, Rolldown exported it from a facade naming a namespace it never defined.
      everyPage.delete(HYDRATOR);
    },
  };
}

function keepAppLibrariesOut(): Plugin {
  return {
    name: 'sandglass:islands-without-app-libraries',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const leaked = Object.keys(file.modules).filter((id) => APP_ONLY.test(id));
        if (leaked.length > 0)
          this.error(`${file.fileName} takes in the app's libraries: ${leaked.join(', ')}`);
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    islandShims(PACKAGE_SHIMS),
    react(),
    ...(isSsrBuild ? [] : [collectEveryPage(), keepAppLibrariesOut(), precompressAssets()]),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { noExternal: true },
  server: { proxy: apiProxy },
  build: {
    outDir: isSsrBuild ? 'dist/.ssr-islands' : 'dist',
    // The app's build (vite.config.ts) wrote dist first: keep it.
    emptyOutDir: isSsrBuild,
    target: 'es2022',
    modulePreload: false,
    assetsInlineLimit: 0,
    sourcemap: true,
    manifest: isSsrBuild ? false : '.vite/islands-manifest.json',
    copyPublicDir: false,
    rollupOptions: isSsrBuild
      ? undefined
      : {
          input: { islands: join(import.meta.dirname, 'islands.html') },
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /\/node_modules\/(?:react|react-dom|scheduler)\//,
                },
                {
                  name: 'island-base',
                  test: (id: string) => everyPage.has(id),
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
  },
}));
