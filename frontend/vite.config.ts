import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';

/** Where `/api` goes in `vite dev` and `vite preview`: the gateway, unless told otherwise. */
const apiProxy: Record<string, ProxyOptions> = {
  '/api': { target: process.env.VITE_API_PROXY ?? 'http://127.0.0.1:8080' },
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Workspace packages (e.g. @sandglass/shared) resolve to their TypeScript source: no lib build.
    conditions: ['source', ...defaultClientConditions],
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    target: 'es2022',
    // Production CSP is `script-src 'self'`: the polyfill would be an inline script.
    modulePreload: { polyfill: false },
    // Every asset is a file under /assets (no data: URLs for fonts or images to allow in CSP).
    assetsInlineLimit: 0,
    sourcemap: true,
    // dist/.vite/manifest.json: the gateway preloads each page's own chunks with its HTML.
    manifest: true,
  },
});
