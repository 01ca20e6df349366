import type { SiteConfig } from '@sandglass/shared';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { SiteConfigProvider } from '../features/site/SiteConfigProvider';
import { PageDataProvider, type PageData } from '../lib/pageData';
import { theme } from '../ui/theme';

export interface IslandProvidersProps {
  site: SiteConfig;
  pageData: PageData;
  children: ReactNode;
}

/** What every island and the page around it render inside: App.tsx's providers, less Redux and the router. */
export function IslandProviders({ site, pageData, children }: IslandProvidersProps) {
  return (
    <SiteConfigProvider site={site}>
      <ThemeProvider theme={theme}>
        <PageDataProvider data={pageData}>{children}</PageDataProvider>
      </ThemeProvider>
    </SiteConfigProvider>
  );
}
