/**
 * Production is served with `style-src 'self' 'nonce-…'`; the gateway writes the per-request
 * nonce into `<meta name="csp-nonce">`. styled-components (and react-remove-scroll, under Radix
 * dialogs) put that nonce on the <style> tags they create, reading the global `__webpack_nonce__`.
 * This module must be the first import of main.tsx so the global is set before any style is injected.
 */
declare global {
  var __webpack_nonce__: string | undefined;
}

export const CSP_NONCE_META_NAME = 'csp-nonce';

export function readCspNonce(doc: Document): string | undefined {
  const content = doc.querySelector(`meta[name="${CSP_NONCE_META_NAME}"]`)?.getAttribute('content');
  return content?.trim() || undefined;
}

const nonce = readCspNonce(document);
if (nonce) globalThis.__webpack_nonce__ = nonce;
