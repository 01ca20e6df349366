import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { routeManifest } from './src/app/routeManifest';

/** Where `/api` goes in `vite dev` and `vite preview`: the gateway, unless told otherwise. */
export const apiProxy: Record<string, ProxyOptions> = {
  '/api': { target: process.env.VITE_API_PROXY ?? 'http://127.0.0.1:8080' },
};

// The fonts are not preloaded: with the HTML, they would finish before the first paint and
// Lighthouse's model would count their download (about 115 KB) before the hero's text. The text
// paints at once in a local font sized to match (app/GlobalStyle.ts), and swaps without moving.

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Text assets worth compressing; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /^assets\/.+\.(?:js|css|svg|json)$/;

/**
 * Writes each text asset again as `.br` (Brotli, best quality) and `.gz` (gzip, level 9) beside
 * it: the gateway sends those as they are, smaller than it could compress on the fly and at no
 * CPU cost per request. A variant no smaller than the file itself is not written.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'sandglass:precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          const variants: [string, Buffer][] = [
            [
              '.br',
              await brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
            ],
            ['.gz', await gzipped(source, { level: constants.Z_BEST_COMPRESSION })],
          ];
          for (const [suffix, compressed] of variants) {
            if (compressed.length < source.length)
              await writeFile(join(dir, file.fileName + suffix), compressed);
          }
        }),
      );
    },
  };
}

/**
 * Writes `dist/.vite/routes.json`: for each route of the route table, the chunks the gateway
 * preloads with that page's HTML (src/app/routeManifest.ts).
 */
function writeRouteManifest(): Plugin {
  let root = '';
  return {
    name: 'sandglass:route-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const manifest = routeManifest(chunks, (page) => join(root, 'src', 'pages', `${page}.tsx`));
      this.emitFile({
        type: 'asset',
        fileName: '.vite/routes.json',
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [precompressAssets(), writeRouteManifest()])],
  resolve: {
    // Workspace packages (e.g. @sandglass/shared) resolve to their TypeScript source: no lib build.
    conditions: ['source', ...defaultClientConditions],
  },
  // The gateway's pre-renderer (src/entry-server.tsx) runs in Node on its own: bundle everything.
  ssr: { noExternal: true },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    target: 'es2022',
    // No preload helper around dynamic imports: it appended a <link rel="modulepreload"> per chunk
    // (about 30 for a page), 15-20 ms of main-thread work in the task that starts the app. The
    // browser fetches a chunk's imports itself, and the gateway's HTML preloads the first page's
    // chunks where the page is not pre-rendered. (No polyfill either: the CSP allows no inline
    // script.)
    modulePreload: false,
    // Every asset is a file under /assets (no data: URLs for fonts or images to allow in CSP).
    assetsInlineLimit: 0,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunk holds which module, for tools that look.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
  },
}));
