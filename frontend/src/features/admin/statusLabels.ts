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
  bounced: 'danger',
};

/** How an application's new status reads in a sentence: "is now in review". */
const APPLICATION_STATUS_PHRASE: Readonly<Record<ApplicationStatus, string>> = {
  new: 'marked as new',
  reviewing: 'in review',
  accepted: 'accepted',
  rejected: 'declined',
};

/** The toast after a status change: "Grace Hopper’s application is now in review." */
export function applicationStatusSentence(name: string, status: ApplicationStatus): string {
  return `${name}’s application is now ${APPLICATION_STATUS_PHRASE[status]}.`;
}
