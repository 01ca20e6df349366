// First: the CSP nonce must be in place before anything injects a <style> tag.
import './app/cspNonce';
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces/opsz.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppStore } from './app/store';
import { authApi } from './features/auth/authApi';
import { mayHaveSession } from './features/auth/sessionHint';
import { sessionEnded } from './features/auth/sessionSlice';
import { readSiteConfig } from './features/site/siteConfig';

const site = readSiteConfig(document, window.location.origin);
const store = createAppStore();
// Restore the session from the refresh cookie (it survives reloads; the access token does not),
// unless this browser has never signed in.
if (mayHaveSession()) {
  void store.dispatch(authApi.endpoints.refreshSession.initiate(undefined, { track: false }));
} else {
  store.dispatch(sessionEnded());
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <App store={store} site={site} />
  </StrictMode>,
);
