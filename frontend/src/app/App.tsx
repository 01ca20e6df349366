import type { SiteConfig } from '@sandglass/shared';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SiteConfigProvider } from '../features/site/SiteConfigProvider';
import { ToastHost } from '../ui/ToastHost';
import { GlobalStyle } from './GlobalStyle';
import { AppRoutes } from './router';
import type { AppStore } from './store';
import { theme } from './theme';

export interface AppProps {
  store: AppStore;
  site: SiteConfig;
}

export function App({ store, site }: AppProps) {
  return (
    <Provider store={store}>
      <SiteConfigProvider site={site}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <ToastHost />
        </ThemeProvider>
      </SiteConfigProvider>
    </Provider>
  );
}
