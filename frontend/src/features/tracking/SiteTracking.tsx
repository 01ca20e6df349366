import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { followPageView } from './siteTracking';
import { tracker } from './tracker';

/** Mounted once in the layout: a page view per route, then that page's scroll depth and exits. */
export function SiteTracking() {
  const { pathname } = useLocation();

  useEffect(() => {
    tracker.track('page_view');
    return followPageView(tracker, window);
  }, [pathname]);

  return null;
}
