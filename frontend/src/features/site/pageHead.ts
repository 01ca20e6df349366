import { PAGE_HEAD_META_KEYS, type PageHead } from '@sandglass/shared';

/** JSON-LD blocks a page head owns; any other (e.g. a breadcrumb) is left alone. */
const MANAGED_JSON_LD_TYPES = ['Organization', 'Article'];

function jsonLdType(script: HTMLScriptElement): string | undefined {
  try {
    const data: unknown = JSON.parse(script.textContent ?? '');
    const type =
      typeof data === 'object' && data !== null
        ? (data as { '@type'?: unknown })['@type']
        : undefined;
    return typeof type === 'string' ? type : undefined;
  } catch {
    return undefined;
  }
}

function setMeta(doc: Document, key: 'name' | 'property', value: string, content?: string) {
  const existing = doc.head.querySelector(`meta[${key}="${value}"]`);
  if (content === undefined) {
    existing?.remove();
    return;
  }
  const element = existing ?? doc.createElement('meta');
  element.setAttribute(key, value);
  element.setAttribute('content', content);
  if (!element.isConnected) doc.head.append(element);
}

/**
 * Writes the page's head tags, updating the ones already there (the gateway rendered them into
 * the HTML) instead of adding duplicates, and removing those this page does not set (an
 * article's image after leaving it). JSON-LD is data, not code: CSP does not run
 * `application/ld+json` scripts, so it needs no nonce.
 */
export function applyPageHead(doc: Document, head: PageHead): void {
  doc.title = head.title;
  for (const { key, value } of PAGE_HEAD_META_KEYS) {
    const wanted = head.meta.find((meta) => meta.key === key && meta.value === value);
    setMeta(doc, key, value, wanted?.content);
  }
  const canonical = doc.head.querySelector('link[rel="canonical"]') ?? doc.createElement('link');
  canonical.setAttribute('rel', 'canonical');
  canonical.setAttribute('href', head.canonicalUrl);
  if (!canonical.isConnected) doc.head.append(canonical);

  const scripts = Array.from(
    doc.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]'),
  );
  for (const type of MANAGED_JSON_LD_TYPES) {
    const data = head.jsonLd.find((item) => item['@type'] === type);
    const script = scripts.find((candidate) => jsonLdType(candidate) === type);
    if (!data) {
      script?.remove();
      continue;
    }
    const element = script ?? doc.createElement('script');
    element.type = 'application/ld+json';
    element.textContent = JSON.stringify(data);
    if (!element.isConnected) doc.head.append(element);
  }
}
