/** Route paths of the front end that the gateway serves the app for (spec section 2). */
export const APP_ROUTES = [
  '/',
  '/investment-thesis',
  '/portfolio',
  '/team',
  '/programs',
  '/insights',
  '/contact',
  '/ai-playground',
  '/user/social-media',
  '/analytics',
  '/account/api',
  '/auth',
  '/login',
  '/account',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/admin',
] as const;

/** Prefixes under which any deeper path is an app route too (e.g. `/admin/users`). */
export const APP_ROUTE_PREFIXES = ['/admin/', '/insights/'] as const;

export function isAppRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    (APP_ROUTES as readonly string[]).includes(path) ||
    APP_ROUTE_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
}

/** Public runtime settings the gateway hands to the front end in a meta tag. */
export interface SiteConfig {
  firmName: string;
  firmEmail: string;
  siteUrl: string;
  /** The firm's profiles, linked from the contact page; a missing one is not linked. */
  linkedinUrl?: string;
  xUrl?: string;
  /** ANALYTICS_PUBLIC: the website analytics are open to everyone, not to admins only. */
  analyticsPublic?: boolean;
}

export const SITE_CONFIG_META_NAME = 'sandglass:site';

/** The organisation as structured data (spec section 1: venture capital, San Francisco, 2024). */
export function organizationJsonLd(site: SiteConfig): Record<string, unknown> {
  const profiles = [site.linkedinUrl, site.xUrl].filter((url): url is string => Boolean(url));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    additionalType: 'https://schema.org/FinancialService',
    name: site.firmName,
    url: site.siteUrl,
    email: site.firmEmail,
    description: 'Venture capital firm partnering with founders to build AI companies.',
    foundingDate: '2024',
    knowsAbout: ['Venture capital', 'Artificial intelligence'],
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'San Francisco',
      addressRegion: 'CA',
      addressCountry: 'US',
    },
  };
}
