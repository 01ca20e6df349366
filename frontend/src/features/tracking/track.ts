import type { AnalyticsEventInput, AnalyticsEventType } from '@sandglass/shared';

type Details = Pick<AnalyticsEventInput, 'value' | 'meta'>;

/**
 * Records one analytics event from anywhere in the app, fetching the tracking code (the same
 * chunk the page views use) on first use: fire and forget, never in the way of what the
 * visitor is doing.
 */
export function track(type: AnalyticsEventType, details?: Details): void {
  void import('./siteTracking').then(({ tracker }) => tracker.track(type, details));
}
