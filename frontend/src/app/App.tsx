import type { SiteConfig } from '@sandglass/shared';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SiteConfigProvider } from '../features/site/SiteConfigProvider';
import { ToastHost } from '../ui/ToastHost';
import { GlobalStyle } from './GlobalStyle';
import type { createAppRouter } from './router';
import type { AppStore } from './store';
import { theme } from './theme';

export interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createAppRouter>;
  site: SiteConfig;
}

export function App({ store, router, site }: AppProps) {
  return (
    <Provider store={store}>
      <SiteConfigProvider site={site}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <RouterProvider router={router} />
          <ToastHost />
        </ThemeProvider>
      </SiteConfigProvider>
    </Provider>
  );
}
