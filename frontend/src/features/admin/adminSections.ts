/**
 * The dashboard's sections, in tab order: the spec's five (Overview, Portfolio, Team, Blog,
 * Contact) and the five this product adds. Each has its own address under /admin.
 */
export const ADMIN_SECTIONS = [
  { path: '', label: 'Overview' },
  { path: 'portfolio', label: 'Portfolio' },
  { path: 'team', label: 'Team' },
  { path: 'blog', label: 'Blog' },
  { path: 'contact', label: 'Contact' },
  { path: 'programs', label: 'Programs' },
  { path: 'applications', label: 'Applications' },
  { path: 'newsletter', label: 'Newsletter' },
  { path: 'users', label: 'Users' },
  { path: 'social', label: 'Social' },
] as const;

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]['path'];

export const ADMIN_ROOT = '/admin';

export function adminPath(section: AdminSectionPath): string {
  return section ? `${ADMIN_ROOT}/${section}` : ADMIN_ROOT;
}

/** The section a path under /admin shows ("" for /admin itself), or undefined for none. */
export function sectionLabel(subpath: string | undefined): string | undefined {
  const path = (subpath ?? '').replace(/\/+$/, '');
  return ADMIN_SECTIONS.find((section) => section.path === path)?.label;
}
