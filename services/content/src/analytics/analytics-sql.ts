/**
 * The aggregations of raw visits and events over [$from, $to), one row per UTC day (or hour,
 * or day and breakdown key). The roll-up job stores exactly these rows for a finished day and
 * the dashboard runs the same SQL over today, so the two paths cannot disagree.
 * `from` and `to` are the placeholders of the two bounds, e.g. '$1' and '$2'.
 */

const utcDay = (column: string) => `(${column} AT TIME ZONE 'UTC')::date`;

/** Columns of content.analytics_daily, in order. */
export const DAILY_COLUMNS = [
  'day',
  'visitors',
  'visits',
  'page_views',
  'bounces',
  'duration_seconds',
  'learn_more_clicks',
  'contact_forms',
  'external_clicks',
  'portfolio_visits',
  'learn_more_visits',
  'contact_visits',
  'converted_visits',
] as const;

export const rawDaily = (from: string, to: string) => `
SELECT day,
  coalesce(v.visitors, 0) AS visitors, coalesce(v.visits, 0) AS visits,
  coalesce(e.page_views, 0) AS page_views, coalesce(v.bounces, 0) AS bounces,
  coalesce(v.duration_seconds, 0)::bigint AS duration_seconds,
  coalesce(e.learn_more_clicks, 0) AS learn_more_clicks,
  coalesce(e.contact_forms, 0) AS contact_forms,
  coalesce(e.external_clicks, 0) AS external_clicks,
  coalesce(v.portfolio_visits, 0) AS portfolio_visits,
  coalesce(v.learn_more_visits, 0) AS learn_more_visits,
  coalesce(v.contact_visits, 0) AS contact_visits,
  coalesce(v.converted_visits, 0) AS converted_visits
FROM (
  SELECT ${utcDay('started_at')} AS day,
    count(DISTINCT visitor)::int AS visitors,
    count(*)::int AS visits,
    count(*) FILTER (WHERE page_views <= 1)::int AS bounces,
    round(sum(extract(epoch FROM last_seen_at - started_at)))::bigint AS duration_seconds,
    count(*) FILTER (WHERE portfolio)::int AS portfolio_visits,
    count(*) FILTER (WHERE learn_more)::int AS learn_more_visits,
    count(*) FILTER (WHERE contact)::int AS contact_visits,
    count(*) FILTER (WHERE learn_more OR contact)::int AS converted_visits
  FROM content.analytics_visits
  WHERE started_at >= ${from} AND started_at < ${to}
  GROUP BY 1
) v
FULL JOIN (
  SELECT ${utcDay('created_at')} AS day,
    count(*) FILTER (WHERE type = 'page_view')::int AS page_views,
    count(*) FILTER (WHERE type = 'conversion')::int AS learn_more_clicks,
    count(*) FILTER (WHERE type = 'contact_submitted')::int AS contact_forms,
    count(*) FILTER (WHERE type = 'external_click')::int AS external_clicks
  FROM content.analytics_events
  WHERE created_at >= ${from} AND created_at < ${to}
  GROUP BY 1
) e USING (day)`;

export const rawHourly = (from: string, to: string) => `
SELECT date_trunc('hour', e.created_at, 'UTC') AS hour,
  count(DISTINCT s.visitor)::int AS visitors,
  count(*)::int AS page_views
FROM content.analytics_events e
LEFT JOIN content.analytics_visits s ON s.id = e.visit_id
WHERE e.type = 'page_view' AND e.created_at >= ${from} AND e.created_at < ${to}
GROUP BY 1`;

/** Dimensions read from a visit's start; `page` is counted from page views. */
export const VISIT_DIMENSIONS = {
  referrer: `coalesce(s.referrer, 'Direct')`,
  utm_source: 's.utm_source',
  utm_medium: 's.utm_medium',
  utm_campaign: 's.utm_campaign',
  keyword: 's.utm_term',
  device: 's.device',
  browser: 's.browser',
  os: 's.os',
  country: `coalesce(s.country, 'Unknown')`,
} as const;
export type Dimension = keyof typeof VISIT_DIMENSIONS | 'page';

/** Keys kept per day and breakdown; the rest of the day's keys are summed as OTHER_KEY. */
export const TOP_KEYS_PER_DAY = 100;
/** The key of what a day's top keys leave out (and of values past the day's cap at ingestion). */
export const OTHER_KEY = 'Other';

/**
 * Distinct values one UTC day may record per dimension anyone can invent (path, referrer and
 * each UTM tag). Past it, a value the day has not seen is recorded as OTHER_KEY (see
 * AnalyticsService.record), so anonymous events cannot grow the raw rows' (and the roll-ups')
 * variety without bound; replicas admitting new values at the same moment may pass it by a few.
 */
export const DAY_VALUES_MAX = 1000;

/** Each day's visitors, visits and page views by key, before the top keys are kept. */
const allBreakdowns = (from: string, to: string) => `
SELECT ${utcDay('s.started_at')} AS day, d.dimension, d.key,
  count(DISTINCT s.visitor)::int AS visitors, count(*)::int AS visits,
  sum(s.page_views)::int AS page_views
FROM content.analytics_visits s
CROSS JOIN LATERAL (VALUES ${Object.entries(VISIT_DIMENSIONS)
  .map(([dimension, key]) => `('${dimension}', ${key})`)
  .join(', ')}) AS d(dimension, key)
WHERE s.started_at >= ${from} AND s.started_at < ${to} AND d.key IS NOT NULL
GROUP BY 1, 2, 3
UNION ALL
SELECT ${utcDay('e.created_at')} AS day, 'page' AS dimension, e.path AS key,
  count(DISTINCT s.visitor)::int AS visitors, count(DISTINCT e.visit_id)::int AS visits,
  count(*)::int AS page_views
FROM content.analytics_events e
LEFT JOIN content.analytics_visits s ON s.id = e.visit_id
WHERE e.type = 'page_view' AND e.created_at >= ${from} AND e.created_at < ${to}
GROUP BY 1, 2, 3`;

/**
 * Per day and breakdown, the TOP_KEYS_PER_DAY keys with the most visitors (pages: page views),
 * then visits, then by key; the others added up under OTHER_KEY (their visitors are a sum of
 * each key's). A day's roll-up is at most 101 rows per breakdown, whatever was sent.
 */
export const rawBreakdowns = (from: string, to: string) => `
SELECT day, dimension, CASE WHEN rank <= ${TOP_KEYS_PER_DAY} THEN key ELSE '${OTHER_KEY}' END AS key,
  sum(visitors)::int AS visitors, sum(visits)::int AS visits, sum(page_views)::int AS page_views
FROM (
  SELECT b.*, row_number() OVER (
    PARTITION BY day, dimension
    ORDER BY CASE WHEN dimension = 'page' THEN page_views ELSE visitors END DESC, visits DESC, key
  ) AS rank
  FROM (${allBreakdowns(from, to)}) b
) ranked
GROUP BY 1, 2, 3`;
