/** What other features may use of the site analytics. */
export { useAnalyticsOverviewQuery } from './analyticsApi';
