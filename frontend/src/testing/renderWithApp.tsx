import type { AuthResponse, Role } from '@sandglass/shared';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createAppStore, type AppStore } from '../app/store';
import { theme } from '../ui/theme';
import { sessionEnded, sessionStarted } from '../lib/sessionSlice';
import { SiteConfigProvider } from '../features/site/SiteConfigProvider';

export type TestSession = 'restoring' | 'anonymous' | Role;

export function authResponse(role: Role): AuthResponse {
  return {
    token: `${role}-token`,
    expiresIn: 900,
    user: {
      id: `${role}-id`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      role,
      membershipTier: 'free',
      emailVerified: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  };
}

export interface RenderWithAppOptions {
  path?: string;
  session?: TestSession;
  /** A store prepared by the test, e.g. with cached API answers (jsdom has no fetch). */
  store?: AppStore;
}

/**
 * Renders `ui` with what the app provides around it: store, theme, site settings and a router
 * (a MemoryRouter at `path`, as the app's BrowserRouter would be in the browser).
 */
export function renderWithApp(
  ui: ReactNode,
  { path = '/', session = 'anonymous', store = createAppStore() }: RenderWithAppOptions = {},
): RenderResult & { store: AppStore } {
  if (session === 'anonymous') store.dispatch(sessionEnded());
  else if (session !== 'restoring') store.dispatch(sessionStarted(authResponse(session)));
  const site = {
    firmName: 'Sandglass Ventures',
    firmEmail: 'hello@sandglass.vc',
    siteUrl: 'https://sandglass.vc',
  };
  const result = render(
    <Provider store={store}>
      <SiteConfigProvider site={site}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </ThemeProvider>
      </SiteConfigProvider>
    </Provider>,
  );
  return { ...result, store };
}
