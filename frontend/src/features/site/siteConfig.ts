import { SITE_CONFIG_META_NAME, type SiteConfig } from '@sandglass/shared';

export const DEFAULT_FIRM_NAME = 'Sandglass Ventures';
export const DEFAULT_FIRM_EMAIL = 'hello@sandglass.vc';

const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function email(value: unknown): string | undefined {
  const candidate = text(value);
  return candidate && EMAIL_PATTERN.test(candidate) ? candidate : undefined;
}

/** An http(s) origin plus optional path, without the trailing slash (canonical links append paths). */
function siteUrl(value: unknown): string | undefined {
  const candidate = text(value);
  if (!candidate) return undefined;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

/** A profile page on another site: https only, anything else is not linked. */
function profileUrl(value: unknown): string | undefined {
  const candidate = text(value);
  if (!candidate) return undefined;
  try {
    return new URL(candidate).protocol === 'https:' ? candidate : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site settings from the gateway's meta tag (JSON). The tag is empty under `vite dev`, and any
 * missing or malformed field falls back to a default, so the app always boots.
 */
export function parseSiteConfig(content: string | null | undefined, origin: string): SiteConfig {
  let raw: Record<string, unknown> = {};
  if (content?.trim()) {
    try {
      const parsed: unknown = JSON.parse(content);
      if (typeof parsed === 'object' && parsed !== null) raw = parsed as Record<string, unknown>;
    } catch {
      raw = {};
    }
  }
  return {
    firmName: text(raw.firmName) ?? DEFAULT_FIRM_NAME,
    firmEmail: email(raw.firmEmail) ?? DEFAULT_FIRM_EMAIL,
    siteUrl: siteUrl(raw.siteUrl) ?? siteUrl(origin) ?? origin,
    linkedinUrl: profileUrl(raw.linkedinUrl),
    xUrl: profileUrl(raw.xUrl),
    analyticsPublic: raw.analyticsPublic === true,
  };
}

/** Reads `<meta name="sandglass:site">`; the HTML parser has already undone the HTML escaping. */
export function readSiteConfig(doc: Document, origin: string): SiteConfig {
  const meta = doc.querySelector(`meta[name="${SITE_CONFIG_META_NAME}"]`);
  return parseSiteConfig(meta?.getAttribute('content'), origin);
}
