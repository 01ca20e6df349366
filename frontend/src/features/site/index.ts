/** The site's settings and each page's head tags. */
export { PageMeta } from './PageMeta';
export { useSiteConfig } from './SiteConfigProvider';
