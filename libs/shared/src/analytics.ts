/**
 * Site analytics' shared contract, all of it: the events the site sends (issue 7) and the
 * dashboard's ranges, figures and shapes (issue 10).
 */

/**
 * Spec section 7's analytics events, plus the forms' own: a contact message, a program
 * application and a newsletter sign-up sent.
 */
export const ANALYTICS_EVENT_TYPES = [
  'page_view',
  'scroll_depth',
  'conversion',
  'external_click',
  'contact_submitted',
  'application_submitted',
  'newsletter_signup',
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** The events a campaign's visits are credited with as conversions (a form sent in the visit). */
export const ANALYTICS_CAMPAIGN_CONVERSIONS = [
  'contact_submitted',
  'application_submitted',
  'newsletter_signup',
] as const satisfies readonly AnalyticsEventType[];

/** What the site's analytics saw of one campaign (`utm_campaign`), in the retained raw visits. */
export interface AnalyticsCampaignStats {
  /** The utm_campaign value. */
  name: string;
  /** Visits whose first page view carried the campaign. */
  visits: number;
  /** Contact messages, applications and newsletter sign-ups sent in those visits. */
  conversions: number;
}

/** Campaign names one `GET /internal/analytics/campaigns` may ask about. */
export const ANALYTICS_CAMPAIGNS_MAX_NAMES = 100;

/** Limits of an event's fields (characters, keys). */
export const ANALYTICS_PATH_MAX_LENGTH = 300;
export const ANALYTICS_META_MAX_KEYS = 10;
export const ANALYTICS_META_KEY_MAX_LENGTH = 40;
export const ANALYTICS_META_VALUE_MAX_LENGTH = 200;

/** Nothing that identifies a person: no IP, no user id, no email. */
export interface AnalyticsEventInput {
  type: AnalyticsEventType;
  /**
   * The site path the event happened on, e.g. `/portfolio`. A query string is read for its
   * `utm_*` tags and then dropped.
   */
  path: string;
  /** e.g. the scroll depth percentage. */
  value?: number;
  meta?: Record<string, string | number | boolean>;
  /**
   * The site the visitor came from (its host, or a URL whose host is kept), sent with the first
   * page view of a page load; read only from a visit's first page view.
   */
  referrer?: string;
}

/** Spec section 9: the dashboard's time ranges; the default is 30 days. */
export const ANALYTICS_RANGES = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const ANALYTICS_DEFAULT_RANGE: AnalyticsRange = '30d';
/** Days in each range, today included. */
export const ANALYTICS_RANGE_DAYS: Record<AnalyticsRange, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
};
export const ANALYTICS_RANGE_LABELS: Record<AnalyticsRange, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
};

/** Events one `POST /api/analytics/events/batch` may carry. */
export const ANALYTICS_BATCH_MAX_EVENTS = 50;

/** Several events of one visitor in one request, e.g. from a server or an import. */
export interface AnalyticsEventBatch {
  events: AnalyticsEventInput[];
}

/** A visit ends after this long without an event. */
export const ANALYTICS_VISIT_TIMEOUT_MINUTES = 30;
/** "Visitors right now" counts the visitors seen in this many minutes. */
export const ANALYTICS_LIVE_MINUTES = 5;
/** UTM values and referrer hosts are cut to this many characters. */
export const ANALYTICS_SOURCE_MAX_LENGTH = 100;
export const ANALYTICS_REFERRER_MAX_LENGTH = 253;

/** The UTM parameters read from a visit's first page view (the rest of a query is dropped). */
export const ANALYTICS_UTM_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
] as const;

/** A figure for the chosen range and for the period of the same length before it. */
export interface AnalyticsFigure {
  current: number;
  previous: number;
}

export interface AnalyticsSummary {
  /** Distinct visitors per day, added up (the visitor hash changes every day). */
  visitors: AnalyticsFigure;
  visits: AnalyticsFigure;
  pageViews: AnalyticsFigure;
  /** Clicks on a portfolio company's Learn More. */
  portfolioClicks: AnalyticsFigure;
  /** Contact forms sent. */
  contactForms: AnalyticsFigure;
  /** Clicks on links that leave the site. */
  externalVisits: AnalyticsFigure;
  /** Percent of visits with a Learn More click or a contact form. */
  conversionRate: AnalyticsFigure;
  /** Percent of visits with one page view or none. */
  bounceRate: AnalyticsFigure;
  /** Seconds from a visit's first event to its last. */
  averageVisitSeconds: AnalyticsFigure;
  pagesPerVisit: AnalyticsFigure;
}

export interface AnalyticsSeriesPoint {
  /** Start of the hour or day (ISO 8601, UTC). */
  time: string;
  visitors: number;
  pageViews: number;
}

export interface AnalyticsBreakdownRow {
  /** The page, referrer host, UTM value, device, browser, system or country code. */
  key: string;
  visitors: number;
  visits: number;
  pageViews: number;
}

export const ANALYTICS_FUNNEL_STEPS = ['visit', 'portfolio', 'learn_more', 'contact_form'] as const;
export type AnalyticsFunnelStepName = (typeof ANALYTICS_FUNNEL_STEPS)[number];

export interface AnalyticsFunnelStep {
  step: AnalyticsFunnelStepName;
  label: string;
  /** Visits that reached this step. */
  visits: number;
}

/** Everything the dashboard shows for one range (`GET /api/analytics/dashboard`). */
export interface AnalyticsDashboard {
  range: AnalyticsRange;
  /** The range is [from, to); the previous period is [previousFrom, from). */
  from: string;
  to: string;
  previousFrom: string;
  summary: AnalyticsSummary;
  series: { interval: 'hour' | 'day'; points: AnalyticsSeriesPoint[] };
  topPages: AnalyticsBreakdownRow[];
  referrers: AnalyticsBreakdownRow[];
  utmSources: AnalyticsBreakdownRow[];
  utmMediums: AnalyticsBreakdownRow[];
  campaigns: AnalyticsBreakdownRow[];
  keywords: AnalyticsBreakdownRow[];
  funnel: AnalyticsFunnelStep[];
  devices: AnalyticsBreakdownRow[];
  browsers: AnalyticsBreakdownRow[];
  operatingSystems: AnalyticsBreakdownRow[];
  /** ISO 3166 alpha-2 codes; "Unknown" where the address has no country. */
  countries: AnalyticsBreakdownRow[];
}

/** One recent event, with nothing that tells visitors apart. */
export interface AnalyticsRecentEvent {
  type: string;
  path: string;
  at: string;
  device: string;
  browser: string;
  country: string;
}

/** What is happening now (`GET /api/analytics/live`). */
export interface AnalyticsLive {
  visitorsNow: number;
  recentActivity: AnalyticsRecentEvent[];
}
