import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { SiteTracking } from '../../features/tracking/SiteTracking';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { NavigationProgress } from './NavigationProgress';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';

const MAIN_ID = 'main';

const StyledShell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const StyledMain = styled.main`
  flex: 1;

  &:focus {
    outline: none;
  }
`;

interface AppShellProps {
  children: ReactNode;
}

/**
 * Header, main and footer. After a client-side navigation, focus moves to the new content so
 * screen-reader and keyboard users start at the top of the page they asked for.
 */
function AppShell({ children }: AppShellProps) {
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstKey = useRef(location.key);

  useEffect(() => {
    if (location.key === firstKey.current) return;
    mainRef.current?.focus({ preventScroll: true });
  }, [location.key]);

  return (
    <StyledShell>
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader />
      <StyledMain id={MAIN_ID} ref={mainRef} tabIndex={-1}>
        {children}
      </StyledMain>
      <SiteFooter />
    </StyledShell>
  );
}

/** The page shell around every route. */
export function AppLayout() {
  return (
    <>
      <NavigationProgress />
      <AppShell>
        <Outlet />
      </AppShell>
      <ScrollRestoration />
      <SiteTracking />
    </>
  );
}

/** Shown while the first page's code loads: the same shell, with the hourglass as content. */
export function AppLayoutFallback() {
  return (
    <AppShell>
      <LoadingScreen />
    </AppShell>
  );
}
