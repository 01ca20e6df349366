import type { Tracker } from './tracker';

export { sendQueuedEvents, tracker } from './tracker';

/** Spec section 9: scroll depth is reported every 25%. */
export const SCROLL_DEPTH_STEPS = [25, 50, 75, 100] as const;

/** The deepest step reached when `seen` of `total` pixels of the page have been on screen. */
export function scrollDepthStep(seen: number, total: number): number {
  if (total <= 0) return 0;
  const percent = Math.min(100, (seen / total) * 100);
  return [...SCROLL_DEPTH_STEPS].reverse().find((step) => percent >= step - 0.5) ?? 0;
}

/** An http(s) link to another site, or undefined. */
export function externalHost(href: string, origin: string): string | undefined {
  try {
    const url = new URL(href, origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin === origin ? undefined : url.host;
  } catch {
    return undefined;
  }
}

/**
 * Follows one page view: reports each scroll-depth step once, and every click on a link that
 * leaves the site. Returns the function that stops following it.
 */
export function followPageView(tracker: Tracker, win: Window): () => void {
  const reported = new Set<number>();
  let frame = 0;

  function measure() {
    frame = 0;
    const doc = win.document.documentElement;
    const step = scrollDepthStep(win.scrollY + win.innerHeight, doc.scrollHeight);
    for (const depth of SCROLL_DEPTH_STEPS) {
      if (depth > step || reported.has(depth)) continue;
      reported.add(depth);
      tracker.track('scroll_depth', { value: depth });
    }
  }

  function handleScroll() {
    frame ||= win.requestAnimationFrame(measure);
  }

  function handleClick(event: MouseEvent) {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    const host = link
      ? externalHost(link.getAttribute('href') ?? '', win.location.origin)
      : undefined;
    if (host) tracker.track('external_click', { meta: { host } });
  }

  win.addEventListener('scroll', handleScroll, { passive: true });
  win.document.addEventListener('click', handleClick, true);
  return () => {
    if (frame) win.cancelAnimationFrame(frame);
    win.removeEventListener('scroll', handleScroll);
    win.document.removeEventListener('click', handleClick, true);
  };
}
