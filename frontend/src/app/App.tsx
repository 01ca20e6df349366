import type { SiteConfig } from '@sandglass/shared';
import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { SiteConfigProvider } from '../features/site/SiteConfigProvider';
import { ToastHost } from '../ui/ToastHost';
import { GlobalStyle } from './GlobalStyle';
import { PageDataProvider, type PageData } from '../lib/pageData';
import { AppRoutes } from './router';
import type { AppStore, RootState } from './store';
import { theme } from '../ui/theme';

export interface AppProps {
  store: AppStore;
  site: SiteConfig;
  /** BrowserRouter in the browser; a StaticRouter at the address when pre-rendering. */
  Router: ComponentType<{ children: ReactNode }>;
  /** The store's state the gateway pre-rendered the page with, to hydrate against. */
  serverState?: RootState;
  /** What the gateway pre-rendered the page with (an article), the same on both sides. */
  pageData?: PageData;
}

const NO_PAGE_DATA: PageData = {};

export function App({ store, site, Router, serverState, pageData = NO_PAGE_DATA }: AppProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <SiteConfigProvider site={site}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <PageDataProvider data={pageData}>
            <Router>
              <AppRoutes />
            </Router>
          </PageDataProvider>
          <ToastHost />
        </ThemeProvider>
      </SiteConfigProvider>
    </Provider>
  );
}
