import { canViewAnalytics, permissionsFor, type PublicUser } from '@sandglass/shared';

export interface NavItem {
  to: string;
  label: string;
  /** A file the server answers (such as the RSS feed), not a page of the app: load it as a document. */
  document?: boolean;
}

/** The insights as an RSS feed, served by the content service at the site's root. */
export const RSS_FEED_PATH = '/rss.xml';

/** Spec section 1: always listed, in this order. */
export const PUBLIC_NAV_ITEMS: readonly NavItem[] = [
  { to: '/investment-thesis', label: 'Investment Thesis' },
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/team', label: 'Team' },
  { to: '/programs', label: 'Programs' },
  { to: '/insights', label: 'Insights' },
  { to: '/contact', label: 'Contact' },
];

/** The navigation links for who is signed in: AI Playground for anyone, Social Media from member up. */
export function navItemsFor(user: Pick<PublicUser, 'role'> | null): NavItem[] {
  const items = [...PUBLIC_NAV_ITEMS];
  if (user) items.push({ to: '/ai-playground', label: 'AI Playground' });
  if (permissionsFor(user).canViewSocialMedia) {
    items.push({ to: '/user/social-media', label: 'Social Media' });
  }
  return items;
}

/** Where the spec's behaviourless "LP Portal" buttons lead: Contact, with "Becoming an LP" chosen. */
export const LP_PORTAL_PATH = '/contact?interest=lp';

export const FOOTER_COMPANY_LINKS: readonly NavItem[] = [
  { to: '/investment-thesis', label: 'Investment Thesis' },
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/team', label: 'Team' },
  { to: '/contact', label: 'Contact' },
];

/**
 * The footer's resources. Website Analytics only for those who may open it: admins, or everyone
 * while the site's settings make the figures public (ANALYTICS_PUBLIC).
 */
export function footerResourceLinksFor(
  user: Pick<PublicUser, 'role'> | null,
  analyticsPublic: boolean,
): NavItem[] {
  return [
    { to: '/insights', label: 'Insights' },
    { to: '/programs', label: 'Programs' },
    ...(canViewAnalytics(user, analyticsPublic)
      ? [{ to: '/analytics', label: 'Website Analytics' }]
      : []),
    { to: RSS_FEED_PATH, label: 'RSS Feed', document: true },
  ];
}
