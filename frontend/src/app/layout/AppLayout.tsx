import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { VerifyEmailBanner } from '../../features/account/components/VerifyEmailBanner';
import { useSiteTracking } from '../../features/tracking/useSiteTracking';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { NavigationProgress } from './NavigationProgress';
import { ScrollManager } from './ScrollManager';
import { HydrateWhenVisible } from '../../lib/HydrateWhenVisible';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';
import { MAIN_ID, StyledMain, StyledShell } from './Shell';

/**
 * While the first page's code loads, the hourglass fills the screen, so the footer is not in view
 * and does not jump down when the page arrives.
 */
const StyledPageLoading = styled.div`
  min-height: 100vh;
`;

interface AppShellProps {
  children: ReactNode;
}

/**
 * Header, main and footer. After a client-side navigation to another page, focus moves to the
 * new content so screen-reader and keyboard users start at the top of the page they asked for.
 * A change of the query alone (a filter, a subject chosen by a link) is the same page, as for
 * ScrollManager: focus stays where the page put it.
 */
function AppShell({ children }: AppShellProps) {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <StyledShell>
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader />
      <VerifyEmailBanner />
      <StyledMain id={MAIN_ID} ref={mainRef} tabIndex={-1}>
        {children}
      </StyledMain>
      <HydrateWhenVisible offscreenHeight="480px">
        <SiteFooter />
      </HydrateWhenVisible>
    </StyledShell>
  );
}

/**
 * The page shell around every route. The hourglass shows while the first page's code loads;
 * later navigations keep the current page on screen (the router uses transitions) with a
 * progress bar until the next one is ready.
 */
export function AppLayout() {
  const { key } = useLocation();
  useSiteTracking();

  return (
    <>
      <NavigationProgress />
      <AppShell>
        <RouteErrorBoundary resetKey={key}>
          <Suspense
            fallback={
              <StyledPageLoading>
                <LoadingScreen />
              </StyledPageLoading>
            }
          >
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </AppShell>
      <ScrollManager />
    </>
  );
}
