// First: the CSP nonce must be in place before anything injects a <style> tag.
import './app/cspNonce';
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces/opsz.css';

/** Longest the app waits for the pre-rendered page to paint (a hidden tab may never paint). */
const PAINT_WAIT_MS = 1000;

/**
 * The gateway pre-renders the public pages: let the browser paint that first, then start the app
 * (its files are already downloading, preloaded by the HTML), so on a slow phone the visitor
 * reads the page while the code that makes it live is still being run.
 */
function afterFirstContentfulPaint(start: () => void): void {
  if (!document.getElementById('root')?.hasChildNodes()) {
    start();
    return;
  }
  let started = false;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) begin();
  });
  const timer = setTimeout(begin, PAINT_WAIT_MS);
  function begin() {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(timer);
    start();
  }
  observer.observe({ type: 'paint', buffered: true });
}

afterFirstContentfulPaint(() => void import('./start'));
