// First: the CSP nonce must be in place before anything injects a <style> tag.
import '../app/cspNonce';
import { afterFirstPaint } from '../app/afterFirstPaint';
import { loadDeferredFonts } from '../app/deferredFonts';
import { yieldToMain } from '../app/yieldToMain';
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces/opsz.css';

/**
 * A pre-rendered public page comes to life island by island (src/islands): once its first paint
 * is on the screen, each island's code is fetched (React with the first) and the island hydrated
 * on its own, in a task of its own; the rest of the page stays the HTML it arrived as. Then
 * <html data-app="live"> and the User Timing mark `app-live`, as the app sets them (bench:web
 * weighs the JavaScript loaded before it). Other pages' HTML is fetched ahead when a visitor
 * points at a link to them.
 */

/**
 * Buttons pressed before their island has begun to hydrate, pressed again once every island has:
 * a quick tap on Menu is not lost. A press inside an island already hydrating (hydrateIslands.tsx
 * marks it with HYDRATING) is left to React, which replays it itself: pressed again here as
 * well, a toggle like Menu would open and close.
 */
const HYDRATING = '[data-island-hydrating]';
const earlyPresses = new Set<HTMLButtonElement>();
function rememberPress(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.('button');
  if (button && !button.closest(HYDRATING)) earlyPresses.add(button);
}
document.addEventListener('click', rememberPress, true);

const prefetched = new Set<string>([window.location.pathname]);
/** Fetches the HTML of a page of this site a link points to, once, at the browser's leisure. */
function prefetchLink(event: Event) {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  const { pathname } = link;
  if (prefetched.has(pathname) || pathname.startsWith('/api/') || /\.\w+$/.test(pathname)) return;
  prefetched.add(pathname);
  const hint = document.createElement('link');
  hint.rel = 'prefetch';
  hint.href = pathname;
  document.head.append(hint);
}

function markLive() {
  performance.mark('app-live');
  document.documentElement.dataset.app = 'live';
  document.removeEventListener('click', rememberPress, true);
  for (const button of earlyPresses) if (button.isConnected) button.click();
  document.addEventListener('pointerover', prefetchLink, { passive: true });
  document.addEventListener('focusin', prefetchLink);
}

/**
 * The page view, counted before the page is live (the app's useSiteTracking, without React): a
 * visitor who follows a link at once still leaves it behind, sent as the page is left.
 */
function startTracking(): Promise<void> {
  return import('../features/tracking/siteTracking')
    .then(({ tracker, followPageView, sendQueuedEvents }) => {
      tracker.track('page_view');
      sendQueuedEvents();
      followPageView(tracker, window);
    })
    .catch(() => undefined);
}

/**
 * The islands' code runs in two tasks rather than one, as the app's does (main.tsx): React, then
 * the islands, each evaluated before the next is asked for, so neither holds the main thread for
 * long. (Their styles need no runtime of their own: the page arrived with its CSS, and
 * islands/styledShim.ts makes the few rules an island adds once it is live.)
 */
function startIslands() {
  const islands = import('react-dom/client')
    .then(yieldToMain)
    .then(() => import('./hydrateIslands'))
    .then(({ hydrateIslands }) => hydrateIslands(document));
  void Promise.allSettled([islands, startTracking()]).finally(markLive);
}

// The fonts' faces in a task of their own: made with the islands' start, they lengthened it.
afterFirstPaint(() => {
  startIslands();
  void yieldToMain().then(loadDeferredFonts);
});
