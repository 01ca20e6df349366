import { organizationJsonLd, type SiteConfig } from './site.js';

/** What a page puts in <head> besides the firm's name: its own name and a one-line summary. */
export interface PageSummary {
  /** The document title becomes "<title> | <firm>". */
  title: string;
  /** At most 160 characters, the length search results show. */
  description: string;
}

/**
 * The public pages' titles and descriptions. The gateway writes them into the HTML it serves
 * (for crawlers and link previews that run no JavaScript) and each page sets the same ones.
 */
export const PUBLIC_PAGES = {
  '/': {
    title: 'AI-Focused Venture Capital',
    description:
      'We partner with founders of technology companies that will thrive in the new economy, building seed-stage AI companies together.',
  },
  '/investment-thesis': {
    title: 'Investment Thesis',
    description:
      'Collaborative company building: we back founders who make AI the core of their product, and we build the company alongside them.',
  },
  '/portfolio': {
    title: 'Portfolio',
    description:
      'The seed-stage AI companies we build with their founders: AI platforms, security, legal tech, developer tools and creative AI.',
  },
  '/team': {
    title: 'Team',
    description:
      'The partners, operators and engineers who build companies alongside our founders, and the technical advisors behind them.',
  },
  '/programs': {
    title: 'Programs',
    description:
      'Remote internships for engineering managers, software engineers and venture analysts, working hands-on with our portfolio companies.',
  },
  '/insights': {
    title: 'AI Investment Insights',
    description:
      'Our perspective on AI trends, investment, technology and the companies we back, from the people who build them.',
  },
  '/contact': {
    title: 'Contact',
    description:
      'Founders, limited partners, talent and press: tell us what you are building or looking for. We respond within 24 hours.',
  },
} as const satisfies Record<string, PageSummary>;

/** Every path the router does not know, and an article that does not exist. */
export const NOT_FOUND_PAGE: PageSummary = {
  title: 'Page Not Found',
  description: 'The page you are looking for does not exist or has moved.',
};

// ── The head of a page ──────────────────────────────────────────────────────────────────────
// One function builds the tags so the gateway (into the HTML it serves) and the front end (into
// the live document, on every navigation) write exactly the same ones.

/** What an article adds to its page's head. */
export interface ArticleHeadInput {
  /** Absolute, or site-relative such as `/api/uploads/…`. */
  image: string | null;
  publishedAt: string;
  modifiedAt?: string;
  authorName?: string | null;
  /** The category's label. */
  section?: string;
  tags?: readonly string[];
}

export interface PageHeadInput extends PageSummary {
  site: SiteConfig;
  pathname: string;
  /** Pages that make no sense in a search result (sign-in, admin, 404). */
  noIndex?: boolean;
  article?: ArticleHeadInput;
}

/** A `<meta>` tag: `name="description"` or `property="og:title"`. */
export interface HeadMeta {
  key: 'name' | 'property';
  value: string;
  content: string;
}

export interface PageHead {
  /** "<page> | <firm>". */
  title: string;
  canonicalUrl: string;
  meta: HeadMeta[];
  /** Organisation first; an article's Article after it. */
  jsonLd: Record<string, unknown>[];
}

/** Every `<meta>` a page head may set: one that a page does not set is removed on navigation. */
export const PAGE_HEAD_META_KEYS: ReadonlyArray<Pick<HeadMeta, 'key' | 'value'>> = [
  { key: 'name', value: 'description' },
  { key: 'name', value: 'robots' },
  { key: 'property', value: 'og:type' },
  { key: 'property', value: 'og:site_name' },
  { key: 'property', value: 'og:title' },
  { key: 'property', value: 'og:description' },
  { key: 'property', value: 'og:url' },
  { key: 'property', value: 'og:image' },
  { key: 'property', value: 'article:published_time' },
  { key: 'property', value: 'article:modified_time' },
  { key: 'property', value: 'article:section' },
  { key: 'name', value: 'twitter:card' },
];

function absoluteUrl(site: SiteConfig, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${site.siteUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

export function pageHead({
  site,
  title,
  description,
  pathname,
  noIndex = false,
  article,
}: PageHeadInput): PageHead {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const fullTitle = `${title} | ${site.firmName}`;
  const canonicalUrl = `${site.siteUrl}${path}`;
  const image = article?.image ? absoluteUrl(site, article.image) : undefined;
  const meta: HeadMeta[] = [
    { key: 'name', value: 'description', content: description },
    { key: 'name', value: 'robots', content: noIndex ? 'noindex, nofollow' : 'index, follow' },
    { key: 'property', value: 'og:type', content: article ? 'article' : 'website' },
    { key: 'property', value: 'og:site_name', content: site.firmName },
    { key: 'property', value: 'og:title', content: fullTitle },
    { key: 'property', value: 'og:description', content: description },
    { key: 'property', value: 'og:url', content: canonicalUrl },
  ];
  if (image) meta.push({ key: 'property', value: 'og:image', content: image });
  if (article) {
    meta.push({ key: 'property', value: 'article:published_time', content: article.publishedAt });
    if (article.modifiedAt) {
      meta.push({ key: 'property', value: 'article:modified_time', content: article.modifiedAt });
    }
    if (article.section) {
      meta.push({ key: 'property', value: 'article:section', content: article.section });
    }
  }
  meta.push({
    key: 'name',
    value: 'twitter:card',
    content: image ? 'summary_large_image' : 'summary',
  });

  const jsonLd = [organizationJsonLd(site)];
  if (article) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: title,
      description,
      ...(image ? { image: [image] } : {}),
      datePublished: article.publishedAt,
      dateModified: article.modifiedAt ?? article.publishedAt,
      author: article.authorName
        ? { '@type': 'Person', name: article.authorName }
        : { '@type': 'Organization', name: site.firmName, url: site.siteUrl },
      publisher: { '@type': 'Organization', name: site.firmName, url: site.siteUrl },
      mainEntityOfPage: canonicalUrl,
      ...(article.section ? { articleSection: article.section } : {}),
      ...(article.tags?.length ? { keywords: article.tags.join(', ') } : {}),
    });
  }
  return { title: fullTitle, canonicalUrl, meta, jsonLd };
}
