import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A page view per route, then that page's scroll depth and exits. The tracking code is fetched
 * on the first page view, in its own small chunk: analytics must never delay a page.
 */
export function useSiteTracking(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./siteTracking').then(({ tracker, followPageView }) => {
      if (cancelled) return;
      tracker.track('page_view');
      stop = followPageView(tracker, window);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [pathname]);
}
