import type {
  ApplicationStatus,
  BlogPostStatus,
  CompanyStatus,
  NewsletterStatus,
  ProgramStatus,
} from '@sandglass/shared';
import type { BadgeVariant } from '../../ui/Badge';
import type { SelectOption } from '../../ui/SelectField';

/** "reviewing" → "Reviewing": how a stored status or role reads on screen. */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Select options whose labels are the values, capitalised. */
export function optionsOf(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: capitalize(value) }));
}

/** Spec section 2: the badge differs for active versus any other status. */
export function companyStatusBadge(status: CompanyStatus): BadgeVariant {
  return status === 'active' ? 'success' : 'neutral';
}

/** Spec section 4: open green, closed dark, upcoming blue. */
export const PROGRAM_STATUS_BADGE: Readonly<Record<ProgramStatus, BadgeVariant>> = {
  open: 'success',
  closed: 'neutral',
  upcoming: 'info',
};

export const BLOG_STATUS_BADGE: Readonly<Record<BlogPostStatus, BadgeVariant>> = {
  draft: 'sand',
  published: 'success',
};

export const APPLICATION_STATUS_BADGE: Readonly<Record<ApplicationStatus, BadgeVariant>> = {
  new: 'info',
  reviewing: 'sand',
  accepted: 'success',
  rejected: 'danger',
};

export const NEWSLETTER_STATUS_BADGE: Readonly<Record<NewsletterStatus, BadgeVariant>> = {
  pending: 'sand',
  confirmed: 'success',
  unsubscribed: 'neutral',
};
