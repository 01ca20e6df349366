import {
  ANALYTICS_META_MAX_KEYS,
  ANALYTICS_META_VALUE_MAX_LENGTH,
  ANALYTICS_PATH_MAX_LENGTH,
  type AnalyticsEventInput,
  type AnalyticsEventType,
} from '@sandglass/shared';

export const ANALYTICS_EVENTS_URL = '/api/analytics/events';

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
  /** Sends one JSON body; never awaited, never throws. */
  send: (body: string) => void;
  /** The current path, without the query string (it may hold what a visitor typed). */
  path: () => string;
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

/**
 * First-party site analytics (spec section 7): anonymous events, no cookies of their own, no
 * identifiers, nothing at all when the browser sends Do Not Track or Global Privacy Control.
 */
export function createTracker({ allowed, send, path }: TrackerOptions): Tracker {
  return {
    track(type, { value, meta } = {}) {
      if (!allowed()) return;
      const event: AnalyticsEventInput = {
        type,
        path: path().slice(0, ANALYTICS_PATH_MAX_LENGTH) || '/',
        ...(value === undefined ? {} : { value }),
        ...(meta ? { meta: trimmedMeta(meta) } : {}),
      };
      send(JSON.stringify(event));
    },
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

export const tracker = createTracker({
  allowed: () =>
    trackingAllowed({
      doNotTrack: navigator.doNotTrack,
      globalPrivacyControl: (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl,
    }),
  send: sendBeacon,
  path: () => window.location.pathname,
});
