/** Longest a pre-rendered page waits for its first paint to be reported before it starts anyway. */
const AT_THE_LATEST_MS = 3000;

/**
 * Runs `start` in a task of its own once the browser has put the page's first contentful paint
 * on the screen (the Paint Timing API's `first-contentful-paint`, reported after it was
 * presented), so nothing `start` fetches or runs competes with that paint; without the API, after
 * the first frame. A frame is drawn before it is presented, so waiting only for it let a page's
 * scripts and fonts be requested before its text was on the screen (Lighthouse's model then counts
 * their download in the time to first paint).
 */
export function afterFirstPaint(start: () => void): void {
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    setTimeout(start);
  };
  const observer =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) begin();
        })
      : undefined;
  if (!observer) {
    requestAnimationFrame(begin);
    return;
  }
  observer.observe({ type: 'paint', buffered: true });
  requestAnimationFrame(() => setTimeout(begin, AT_THE_LATEST_MS));
}
