import { organizationJsonLd, type SiteConfig } from '@sandglass/shared';

/** Everything a route puts in <head> (ARCHITECTURE.md "Front end", spec section 1). */
export interface PageHead {
  title: string;
  description: string;
  canonicalUrl: string;
  robots: string;
  siteName: string;
  jsonLd: Record<string, unknown>;
}

export interface PageHeadInput {
  site: SiteConfig;
  /** The page's own name; the document title becomes "<title> | <firm>". */
  title: string;
  description: string;
  pathname: string;
  /** Pages that make no sense in a search result (sign-in, admin, 404). */
  noIndex?: boolean;
}

export function pageHead({ site, title, description, pathname, noIndex }: PageHeadInput): PageHead {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return {
    title: `${title} | ${site.firmName}`,
    description,
    canonicalUrl: `${site.siteUrl}${path}`,
    robots: noIndex ? 'noindex, nofollow' : 'index, follow',
    siteName: site.firmName,
    jsonLd: organizationJsonLd(site),
  };
}

function upsert<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  selector: string,
  tag: K,
  attributes: Record<string, string>,
): HTMLElementTagNameMap[K] {
  const element =
    doc.head.querySelector<HTMLElementTagNameMap[K]>(selector) ?? doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (!element.isConnected) doc.head.append(element);
  return element;
}

function upsertMeta(doc: Document, key: 'name' | 'property', value: string, content: string) {
  upsert(doc, `meta[${key}="${value}"]`, 'meta', { [key]: value, content });
}

function isOrganizationJsonLd(script: HTMLScriptElement): boolean {
  try {
    const data: unknown = JSON.parse(script.textContent ?? '');
    return (
      typeof data === 'object' &&
      data !== null &&
      'Organization' === (data as Record<string, unknown>)['@type']
    );
  } catch {
    return false;
  }
}

/**
 * Writes the page's head tags, updating the ones already there (the gateway may have rendered
 * them into the HTML) instead of adding duplicates. The JSON-LD is data, not code: CSP does not
 * run `application/ld+json` scripts, so it needs no nonce.
 */
export function applyPageHead(doc: Document, head: PageHead): void {
  doc.title = head.title;
  upsertMeta(doc, 'name', 'description', head.description);
  upsertMeta(doc, 'name', 'robots', head.robots);
  upsert(doc, 'link[rel="canonical"]', 'link', { rel: 'canonical', href: head.canonicalUrl });
  upsertMeta(doc, 'property', 'og:type', 'website');
  upsertMeta(doc, 'property', 'og:site_name', head.siteName);
  upsertMeta(doc, 'property', 'og:title', head.title);
  upsertMeta(doc, 'property', 'og:description', head.description);
  upsertMeta(doc, 'property', 'og:url', head.canonicalUrl);

  const scripts = Array.from(
    doc.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]'),
  );
  const script = scripts.find(isOrganizationJsonLd) ?? doc.createElement('script');
  script.type = 'application/ld+json';
  script.textContent = JSON.stringify(head.jsonLd);
  if (!script.isConnected) doc.head.append(script);
}
