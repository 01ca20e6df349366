// First: the CSP nonce must be in place before anything injects a <style> tag.
import './app/cspNonce';
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces/opsz.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { createAppStore } from './app/store';
import { authApi } from './features/auth/authApi';
import { readSiteConfig } from './features/site/siteConfig';

const site = readSiteConfig(document, window.location.origin);
const store = createAppStore();
// Restore the session from the refresh cookie (it survives reloads; the access token does not).
void store.dispatch(authApi.endpoints.refreshSession.initiate(undefined, { track: false }));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <App store={store} router={createAppRouter()} site={site} />
  </StrictMode>,
);
