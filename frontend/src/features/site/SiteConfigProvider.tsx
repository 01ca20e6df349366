import type { SiteConfig } from '@sandglass/shared';
import { createContext, useContext, type ReactNode } from 'react';

const SiteConfigContext = createContext<SiteConfig | null>(null);

export interface SiteConfigProviderProps {
  site: SiteConfig;
  children: ReactNode;
}

export function SiteConfigProvider({ site, children }: SiteConfigProviderProps) {
  return <SiteConfigContext value={site}>{children}</SiteConfigContext>;
}

/** The firm's name, email and public address, read once at boot. */
export function useSiteConfig(): SiteConfig {
  const site = useContext(SiteConfigContext);
  if (!site) throw new Error('useSiteConfig must be used inside <SiteConfigProvider>.');
  return site;
}
