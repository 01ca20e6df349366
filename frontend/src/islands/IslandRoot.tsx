import { StrictMode, useEffect, type ReactNode } from 'react';
import type { SiteConfig } from '@sandglass/shared';
import type { PageData } from '../lib/pageData';
import { IslandProviders } from './IslandProviders';

function Hydrated({ onHydrated, children }: { onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}

export interface IslandRootProps {
  site: SiteConfig;
  pageData: PageData;
  /** Called once the island has hydrated (its effects have run). */
  onHydrated?: () => void;
  children: ReactNode;
}

/** The tree of one island, the same where it is pre-rendered and where it hydrates. */
export function IslandRoot({ site, pageData, onHydrated, children }: IslandRootProps) {
  return (
    <StrictMode>
      <IslandProviders site={site} pageData={pageData}>
        <Hydrated onHydrated={onHydrated}>{children}</Hydrated>
      </IslandProviders>
    </StrictMode>
  );
}
