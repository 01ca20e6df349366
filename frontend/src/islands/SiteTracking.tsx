import { useSiteTracking } from '../features/tracking/useSiteTracking';

/** The analytics tracker on a public page: an island that renders nothing (AppLayout's hook). */
export function SiteTracking(): null {
  useSiteTracking();
  return null;
}
