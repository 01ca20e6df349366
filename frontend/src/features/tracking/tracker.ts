import {
  ANALYTICS_BATCH_MAX_EVENTS,
  ANALYTICS_META_MAX_KEYS,
  ANALYTICS_META_VALUE_MAX_LENGTH,
  ANALYTICS_PATH_MAX_LENGTH,
  type AnalyticsEventInput,
  type AnalyticsEventType,
} from '@sandglass/shared';

/** Events leave in batches: a page's burst (its view, scroll depths, a click) is one request. */
export const ANALYTICS_EVENTS_URL = '/api/analytics/events/batch';
/** How long an event waits for company before its batch leaves. */
export const TRACKER_FLUSH_MS = 2000;

type Meta = NonNullable<AnalyticsEventInput['meta']>;

/** The browser signals that ask sites not to track: Do Not Track and Global Privacy Control. */
export interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

export function trackingAllowed(signals: PrivacySignals): boolean {
  return signals.doNotTrack !== '1' && signals.globalPrivacyControl !== true;
}

export interface TrackerOptions {
  allowed: () => boolean;
  /** Sends one event; never awaited, never throws. */
  send: (event: AnalyticsEventInput) => void;
  /** The current path, without the query string (it may hold what a visitor typed). */
  path: () => string;
  /** The current query string, of which only the utm_* tags are sent with a page view. */
  search?: () => string;
  /**
   * The page that linked here (document.referrer), sent with the first page view of a page
   * load; the service keeps only its host, and nothing when it is this site.
   */
  referrer?: () => string;
}

export interface Tracker {
  track(type: AnalyticsEventType, details?: { value?: number; meta?: Meta }): void;
}

function trimmedMeta(meta: Meta): Meta {
  return Object.fromEntries(
    Object.entries(meta)
      .slice(0, ANALYTICS_META_MAX_KEYS)
      .map(([key, value]) => [
        key,
        typeof value === 'string' ? value.slice(0, ANALYTICS_META_VALUE_MAX_LENGTH) : value,
      ]),
  );
}

/** The campaign tags of a query string (`utm_source=x&utm_term=y`), or ''; nothing else of it. */
export const utmQuery = (search: string): string =>
  search
    .slice(1)
    .split('&')
    .filter((pair) => pair.startsWith('utm_'))
    .join('&');

/**
 * First-party site analytics (spec section 7): anonymous events, no cookies of their own, no
 * identifiers, nothing at all when the browser sends Do Not Track or Global Privacy Control.
 * A page view also carries the campaign tags of the address, and the first one of a page load
 * the site the visitor came from: the service reads both for the visit's first page view.
 */
export function createTracker({
  allowed,
  send,
  path,
  search = () => '',
  referrer = () => '',
}: TrackerOptions): Tracker {
  let first = true;
  return {
    track(type, { value, meta } = {}) {
      if (!allowed()) return;
      let eventPath = path() || '/';
      let from: string | undefined;
      if (type === 'page_view') {
        const tags = utmQuery(search());
        if (tags) eventPath += `?${tags}`;
        if (first) from = referrer();
        first = false;
      }
      const event: AnalyticsEventInput = {
        type,
        path: eventPath.slice(0, ANALYTICS_PATH_MAX_LENGTH),
        ...(value === undefined ? {} : { value }),
        ...(meta ? { meta: trimmedMeta(meta) } : {}),
        ...(from && { referrer: from }),
      };
      send(event);
    },
  };
}

export interface EventQueue {
  push(event: AnalyticsEventInput): void;
  /** Sends what waits now (the page is being hidden or left). */
  flush(): void;
}

/**
 * Holds events for `delayMs` after the first one, or until the batch is full, then sends them
 * as one `{"events": [...]}` body: one request through the gateway instead of one per event.
 */
export function createEventQueue(send: (body: string) => void, delayMs: number): EventQueue {
  let waiting: AnalyticsEventInput[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return;
    const events = waiting;
    waiting = [];
    send(JSON.stringify({ events }));
  };
  return {
    push(event) {
      waiting.push(event);
      if (waiting.length >= ANALYTICS_BATCH_MAX_EVENTS) flush();
      else timer ??= setTimeout(flush, delayMs);
    },
    flush,
  };
}

/**
 * A beacon survives the page being closed and never delays it; where the browser refuses one,
 * a keep-alive request does the same. Failures are dropped: analytics must never disturb a visit.
 */
function sendBeacon(body: string): void {
  const blob = new Blob([body], { type: 'application/json' });
  if (navigator.sendBeacon?.(ANALYTICS_EVENTS_URL, blob)) return;
  fetch(ANALYTICS_EVENTS_URL, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}

const queue = createEventQueue(sendBeacon, TRACKER_FLUSH_MS);
let flushesOnHide = false;

/**
 * Sends what waits now: a public page (src/islands) is a document of its own, left by any link,
 * so its page view goes out at once rather than from a page already being unloaded.
 */
export function sendQueuedEvents(): void {
  queue.flush();
}

/** Queues an event; a page that is hidden or left sends what waits at once, as a beacon. */
function sendSoon(event: AnalyticsEventInput): void {
  if (!flushesOnHide) {
    flushesOnHide = true;
    window.addEventListener('pagehide', queue.flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') queue.flush();
    });
  }
  queue.push(event);
}

export const tracker = createTracker({
  allowed: () =>
    trackingAllowed({
      doNotTrack: navigator.doNotTrack,
      globalPrivacyControl: (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl,
    }),
  send: sendSoon,
  path: () => window.location.pathname,
  search: () => window.location.search,
  referrer: () => document.referrer,
});
