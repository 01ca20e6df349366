/**
 * jest-environment-jsdom leaves out globals that Node has and React Router needs at import time.
 * DOM specs import this module first, before anything that pulls in react-router.
 */
import { TextDecoder, TextEncoder } from 'node:util';

globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;

/** Unit tests never reach a server; a request that tries to is a failing test, not a hang. */
globalThis.fetch ??= () => Promise.reject(new Error('No network in unit tests.'));

/**
 * jsdom has no Request, which RTK Query builds before calling fetch: with this stand-in a
 * request a test did not answer from the cache (such as the social screen's event stream)
 * reaches the refusing fetch above and fails as a network error, instead of throwing.
 */
globalThis.Request ??= class {
  constructor(
    readonly url: string,
    readonly init?: RequestInit,
  ) {}
} as unknown as typeof Request;

/** jsdom has no layout: media queries answer "no match", so components render their phone layout. */
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
