/** The app itself, started by main.tsx once the first paint is on screen. */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { startHydrating } from './lib/HydrateWhenVisible';
import { readPageData } from './lib/pageData';
import { preloadPage } from './app/router';
import { createAppStore } from './app/store';
import { yieldToMain } from './app/yieldToMain';
import { authApi } from './features/auth/authApi';
import { mayHaveSession } from './features/auth/sessionHint';
import { sessionEnded } from './lib/sessionSlice';
import { readSiteConfig } from './features/site/siteConfig';

/**
 * Starting the app is split into short tasks (evaluating this code, creating the store, fetching
 * the page's code, attaching to the page), each ending before the next begins, so no step holds
 * the main thread long enough to delay a tap (Lighthouse counts every task over 50 ms).
 */
async function start() {
  // Evaluating this code was one task; creating the store is the next.
  await yieldToMain();
  const site = readSiteConfig(document, window.location.origin);
  const store = createAppStore();
  // What the gateway pre-rendered with (no session known yet, nothing loaded): hydration compares
  // against it, then the app moves on to the session found below.
  const serverState = store.getState();
  // Restore the session from the refresh cookie (it survives reloads; the access token does not),
  // unless this browser has never signed in.
  if (mayHaveSession()) {
    void store.dispatch(authApi.endpoints.refreshSession.initiate(undefined, { track: false }));
  } else {
    store.dispatch(sessionEnded());
  }

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element.');

  const app = (
    <StrictMode>
      <App
        store={store}
        site={site}
        Router={BrowserRouter}
        serverState={serverState}
        pageData={readPageData(document)}
      />
    </StrictMode>
  );

  await yieldToMain();
  // The page's code, asked for in a task of its own (a page the gateway did not pre-render has
  // it preloaded by the HTML already; a pre-rendered one fetches it now).
  const pageLoaded = preloadPage(window.location.pathname).catch(() => undefined);
  await yieldToMain();

  if (root.hasChildNodes()) {
    // The gateway pre-rendered this page: attach to it where it stands, in slices (a transition)
    // so the main thread stays responsive. A page whose code is still on its way stays as
    // rendered, and hydrates (replaying clicks made meanwhile) once it arrives.
    startHydrating();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // Fetch the page's code before the first render, so the page replaces the empty root without
    // a loading screen in between; a transition renders it in slices, keeping the main thread
    // free. (A promise, not a top-level await: that would split the entry into many chunks.)
    await pageLoaded;
    startTransition(() => createRoot(root).render(app));
  }
}

export const started = start();
