import type { BlogPost } from '@sandglass/shared';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the gateway pre-rendered a page with beyond the address and the site settings: an
 * article (or the news that there is none at that slug). The browser's first render uses the
 * same, so it hydrates the pre-rendered page instead of drawing a loading screen over it.
 */
export interface PageData {
  article?: {
    slug: string;
    /** Null: no published article has this slug (the page is the 404 page). */
    post: BlogPost | null;
  };
}

/** The element the gateway writes the page's data into, beside #root. */
const PAGE_DATA_ID = 'sandglass-page-data';

/**
 * The data as a non-executing JSON block (CSP allows it: it is no script). `<` is escaped so no
 * text inside can close the element; U+2028/9 for older JSON readers.
 */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/** The data the gateway wrote into this page; none when it wrote none or it cannot be read. */
export function readPageData(document: Document): PageData {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const data = JSON.parse(text) as unknown;
    return typeof data === 'object' && data !== null ? (data as PageData) : {};
  } catch {
    return {};
  }
}

const PageDataContext = createContext<PageData>({});

export function PageDataProvider({ data, children }: { data: PageData; children: ReactNode }) {
  return <PageDataContext value={data}>{children}</PageDataContext>;
}

export function usePageData(): PageData {
  return useContext(PageDataContext);
}
