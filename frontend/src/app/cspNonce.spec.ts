/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';

describe('cspNonce', () => {
  it('hands the nonce from <meta name="csp-nonce"> to style injectors before anything renders', async () => {
    document.head.innerHTML = '<meta name="csp-nonce" content="abc123" />';
    await import('./cspNonce');
    expect(globalThis.__webpack_nonce__).toBe('abc123');
  });

  it('reads nothing from the empty placeholder of vite dev', async () => {
    const { readCspNonce } = await import('./cspNonce');
    const doc = new DOMParser().parseFromString(
      '<html><head><meta name="csp-nonce" content="" /></head></html>',
      'text/html',
    );
    expect(readCspNonce(doc)).toBeUndefined();
  });
});
