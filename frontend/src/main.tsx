// First: the CSP nonce must be in place before anything injects a <style> tag.
import './app/cspNonce';
import { afterFirstPaint } from './app/afterFirstPaint';
import { loadDeferredFonts } from './app/deferredFonts';
import { yieldToMain } from './app/yieldToMain';
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces/opsz.css';

/**
 * Buttons pressed before the app has attached to the pre-rendered page, pressed again once it
 * has (React itself replays what happens after that point): a quick tap on Menu is not lost.
 */
const earlyPresses = new Set<HTMLButtonElement>();
function rememberPress(event: MouseEvent) {
  const button = (event.target as Element | null)?.closest?.('button');
  if (button) earlyPresses.add(button);
}
document.addEventListener('click', rememberPress, true);

/**
 * The app itself, in its own chunks so this entry stays small, fetched once a pre-rendered page's
 * first paint is on the screen: the page paints without waiting for it. Its code runs in three
 * tasks rather than one: React, then styled-components (which reads the page's styles in), then
 * the rest, each evaluated before the next is asked for, so none holds the main thread for long.
 */
function startApp() {
  void import('react-dom/client')
    .then(yieldToMain)
    .then(() => import('styled-components'))
    .then(yieldToMain)
    .then(() => import('./start'))
    .then(({ started }) => started)
    .finally(() => {
      document.removeEventListener('click', rememberPress, true);
      for (const button of earlyPresses) if (button.isConnected) button.click();
    });
}

/** The app, then the fonts' faces in a task of their own. */
function start() {
  startApp();
  void yieldToMain().then(loadDeferredFonts);
}
// A pre-rendered page paints first; an empty one has nothing to paint until the app runs.
if (document.getElementById('root')?.hasChildNodes()) afterFirstPaint(start);
else setTimeout(start);
