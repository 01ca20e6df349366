// First: the CSP nonce must be in place before anything injects a <style> tag.
import './app/cspNonce';
import { loadDeferredFonts } from './app/deferredFonts';
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
 * The app itself, in its own chunk so this entry stays small, fetched once the browser has drawn
 * its first frame: the pre-rendered page paints without waiting for it, and the app's files
 * (fetched at low priority) still arrive before the page counts as loaded.
 */
function startApp() {
  void import('./start')
    .then(({ started }) => started)
    .finally(() => {
      document.removeEventListener('click', rememberPress, true);
      for (const button of earlyPresses) if (button.isConnected) button.click();
    });
}

requestAnimationFrame(() =>
  setTimeout(() => {
    startApp();
    void loadDeferredFonts();
  }),
);
