import type {
  AnalyticsDashboard,
  AnalyticsLive,
  AnalyticsOverview,
  AnalyticsRange,
} from '@sandglass/shared';
import { api } from '../../lib/api';

/** The /analytics dashboard's reads (issue 10); admins only unless ANALYTICS_PUBLIC is on. */
export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The admin overview's counts (spec section 2). */
    analyticsOverview: build.query<AnalyticsOverview, void>({
      query: () => '/analytics/overview',
      providesTags: ['Overview'],
    }),
    analyticsDashboard: build.query<AnalyticsDashboard, AnalyticsRange>({
      query: (range) => `/analytics/dashboard?range=${range}`,
    }),
    analyticsLive: build.query<AnalyticsLive, void>({
      query: () => '/analytics/live',
    }),
    /** The CSV report, as text, for the Export Report button to save. */
    analyticsExport: build.mutation<string, AnalyticsRange>({
      query: (range) => ({
        url: `/analytics/export?range=${range}`,
        responseHandler: 'text',
      }),
    }),
  }),
});

export const {
  useAnalyticsOverviewQuery,
  useAnalyticsDashboardQuery,
  useAnalyticsLiveQuery,
  useAnalyticsExportMutation,
} = analyticsApi;
