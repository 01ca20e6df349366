/** The app itself, started by main.tsx once the first paint is on screen. */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { startHydrating } from './app/HydrateWhenVisible';
import { readPageData } from './app/pageData';
import { preloadPage } from './app/router';
import { createAppStore } from './app/store';
import { authApi } from './features/auth/authApi';
import { mayHaveSession } from './features/auth/sessionHint';
import { sessionEnded } from './features/auth/sessionSlice';
import { readSiteConfig } from './features/site/siteConfig';

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

// The page's code, fetched while the app's own code runs.
const pageLoaded = preloadPage(window.location.pathname).catch(() => undefined);

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
  // a loading screen in between; a transition renders it in slices, keeping the main thread free.
  // (A promise, not a top-level await: that would split the entry into many small chunks.)
  void pageLoaded.then(() => startTransition(() => createRoot(root).render(app)));
}
