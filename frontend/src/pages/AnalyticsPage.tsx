import { lazy, Suspense } from 'react';
import { PageMeta } from '../features/site/PageMeta';
import { LoadingScreen } from '../ui/LoadingScreen';

const DESCRIPTION = 'Visitors, conversions, traffic sources and behaviour on this website.';

// The dashboard's code (and its chart library) is fetched only when this page is opened, and
// its list of chunks stays out of the route table every public page loads.
const AnalyticsDashboard = lazy(() =>
  import('../features/analytics/components/AnalyticsDashboard').then((module) => ({
    default: module.AnalyticsDashboard,
  })),
);

/** Spec section 2, "Analytics dashboard": the site's own first-party figures. */
export function AnalyticsPage() {
  return (
    <>
      <PageMeta title="Website Analytics" description={DESCRIPTION} noIndex />
      <Suspense fallback={<LoadingScreen message="Loading the analytics..." />}>
        <AnalyticsDashboard />
      </Suspense>
    </>
  );
}
