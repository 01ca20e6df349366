/**
 * The content service's API contract (spec sections 2, 3, 5, 7 and 9): option lists, limits,
 * the shapes every endpoint answers with and the bodies it accepts. Browser-safe: the front
 * end validates against the same numbers the service enforces.
 */

// ── Option lists ────────────────────────────────────────────────────────────────────────────

/**
 * A list of options that each have a key (`key`) and a label: the list as written, typed to its
 * literal values (as `as const` would), and its keys in the list's order.
 */
function labelledOptions<
  const Key extends string,
  const Options extends readonly (Readonly<Record<Key, string>> & { readonly label: string })[],
>(key: Key, options: Options): readonly [Options, readonly Options[number][Key][]] {
  return [options, options.map((option) => option[key])];
}

/** Spec section 2, Portfolio: the category filter buttons, in this order. */
export const PORTFOLIO_CATEGORIES = [
  'AI Platform',
  'Law Enforcement AI',
  'AI Security',
  'Legal Tech',
  'Developer Tools',
  'Creative AI',
  'Enterprise Security',
] as const;
export type PortfolioCategory = (typeof PORTFOLIO_CATEGORIES)[number];

export const COMPANY_STAGES = ['Pre-Seed', 'Seed', 'Series A', 'Series B', 'Growth'] as const;
export type CompanyStage = (typeof COMPANY_STAGES)[number];

/** Spec section 3: "active" or other; the badge differs for active versus the rest. */
export const COMPANY_STATUSES = ['active', 'acquired', 'inactive'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** Spec section 4: badge colours open green, closed dark, upcoming blue. */
export const PROGRAM_STATUSES = ['open', 'closed', 'upcoming'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

/** Spec section 2, Insights: the category filter ("all" is the front end's, not a category). */
export const [BLOG_CATEGORIES, BLOG_CATEGORY_IDS] = labelledOptions('id', [
  { id: 'ai-trends', label: 'AI Trends' },
  { id: 'investment', label: 'Investment' },
  { id: 'technology', label: 'Technology' },
  { id: 'industry-analysis', label: 'Industry Analysis' },
  { id: 'portfolio-updates', label: 'Portfolio Updates' },
]);
export type BlogCategoryId = (typeof BLOG_CATEGORIES)[number]['id'];

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** `GET /api/blog?status=`: admins may list drafts or everything; others see published only. */
export const BLOG_LIST_STATUSES = ['published', 'draft', 'all'] as const;
export type BlogListStatus = (typeof BLOG_LIST_STATUSES)[number];

/** Spec section 5: the "I'm interested in" options, values and labels exactly. */
export const [CONTACT_INTERESTS, CONTACT_INTEREST_VALUES] = labelledOptions('value', [
  { value: 'investment', label: 'Seeking Investment' },
  { value: 'lp', label: 'Becoming an LP' },
  { value: 'partnership', label: 'Partnership Opportunities' },
  { value: 'programs', label: 'Internship Programs' },
  { value: 'other', label: 'Other' },
]);
export type ContactInterest = (typeof CONTACT_INTERESTS)[number]['value'];

export const APPLICATION_STATUSES = ['new', 'reviewing', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** Image types `POST /api/uploads` accepts, decided from the file's content. */
export const UPLOAD_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** Where the newsletter links land: `/?newsletter=<outcome>`. */
export const NEWSLETTER_OUTCOMES = ['confirmed', 'invalid', 'unsubscribed'] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];

// ── Limits (characters unless named otherwise) ──────────────────────────────────────────────
// Person names and emails use NAME_MAX_LENGTH and EMAIL_MAX_LENGTH from users.ts.

export const TITLE_MAX_LENGTH = 200;
export const SLUG_MAX_LENGTH = 120;
export const COMPANY_MAX_LENGTH = 150;
export const JOB_TITLE_MAX_LENGTH = 150;
export const EXCERPT_MAX_LENGTH = 500;
export const DESCRIPTION_MAX_LENGTH = 1000;
export const LONG_DESCRIPTION_MAX_LENGTH = 5000;
export const BIO_MAX_LENGTH = 3000;
export const MESSAGE_MAX_LENGTH = 5000;
export const BODY_MAX_LENGTH = 100_000;
export const URL_MAX_LENGTH = 500;
export const SEO_TITLE_MAX_LENGTH = 70;
export const SEO_DESCRIPTION_MAX_LENGTH = 160;
export const DURATION_MAX_LENGTH = 50;
export const TAG_MAX_LENGTH = 40;
export const TAGS_MAX = 10;
/** Requirements and benefits of a program. */
export const LIST_ITEM_MAX_LENGTH = 300;
export const LIST_ITEMS_MAX = 20;
export const POSITIONS_MAX = 100;
export const SORT_ORDER_MAX = 10_000;
/** Founded years run from this to next year. */
export const FOUNDED_YEAR_MIN = 1990;
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

export function foundedYearMax(now: Date = new Date()): number {
  return now.getUTCFullYear() + 1;
}

// ── Shapes the API answers with ─────────────────────────────────────────────────────────────
// Timestamps are ISO 8601 strings; dates without a time (deadlines) are YYYY-MM-DD.

export interface PortfolioCompany {
  id: string;
  slug: string;
  name: string;
  description: string;
  category: PortfolioCategory;
  website: string;
  /** Logo image URL; null shows the company's initials. */
  logo: string | null;
  stage: CompanyStage;
  foundedYear: number;
  status: CompanyStatus;
  /** Always an array (the spec's JSON-string form is never sent). */
  aiTags: string[];
  /** Ascending; the home page shows the first 6. */
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

export interface TeamMember {
  id: string;
  slug: string;
  name: string;
  title: string;
  bio: string;
  /** null shows the member's initials. */
  photoUrl: string | null;
  linkedinUrl: string | null;
  twitterUrl: string | null;
  /** Ascending; `GET /api/team` is in this order. */
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

export interface Program {
  id: string;
  slug: string;
  name: string;
  status: ProgramStatus;
  description: string;
  longDescription: string;
  /** Shown as "Qualifications". */
  requirements: string[];
  /** Shown as "What You'll Do". */
  benefits: string[];
  /** e.g. "6 months". */
  duration: string;
  /** 1 reads "1 available"; more reads "Up to N available" (see positionsLabel). */
  positions: number;
  /** YYYY-MM-DD, or null when applications are rolling. */
  applicationDeadline: string | null;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

export interface ProgramApplication {
  id: string;
  programId: string;
  programName: string;
  name: string;
  email: string;
  linkedinUrl: string | null;
  portfolioUrl: string | null;
  message: string;
  status: ApplicationStatus;
  createdAt: string;
  updatedAt: string;
}

/** The team member who wrote a post (null when none is set or they were removed). */
export interface BlogAuthor {
  id: string;
  name: string;
  title: string;
  photoUrl: string | null;
}

/** A post as `GET /api/blog` lists it. */
export interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategoryId;
  featuredImageUrl: string | null;
  /** null for a draft that was never published; show createdAt then. */
  publishedAt: string | null;
  createdAt: string;
  /** Minutes, at least 1 (words / 200). */
  readingTime: number;
  viewCount: number;
  tags: string[];
  author: BlogAuthor | null;
  /** Only admins ever see drafts. */
  status: BlogPostStatus;
}

/** A post as `GET /api/blog/:slug` and the admin writes answer. */
export interface BlogPost extends BlogPostSummary {
  /** Markdown as written. */
  body: string;
  /** The Markdown rendered and sanitised: safe to insert as HTML. */
  bodyHtml: string;
  seoTitle: string | null;
  seoDescription: string | null;
  updatedAt: string;
}

export interface BlogResponse {
  posts: BlogPostSummary[];
}

export interface ContactSubmission {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  interest: ContactInterest;
  message: string;
  isRead: boolean;
  createdAt: string;
}

/** The admin overview's counts (GET /api/analytics/overview, served by the admin module). */
export interface AnalyticsOverview {
  portfolioCompanies: number;
  teamMembers: number;
  /** Every post, drafts included. */
  blogPosts: number;
  contactSubmissions: number;
}

export interface NewsletterSubscriber {
  id: string;
  email: string;
  status: NewsletterStatus;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

export interface UploadResult {
  /** Site-relative URL, e.g. `/api/uploads/<sha256>.png`; never changes for the same bytes. */
  url: string;
  contentType: UploadContentType;
  width: number;
  height: number;
  size: number;
}

/** The body of every 202 (newsletter sign-up, analytics event). */
export interface AcceptedResponse {
  message: string;
}

// ── Bodies the API accepts ──────────────────────────────────────────────────────────────────
// Updates (PATCH) take any subset of the create body's fields. A slug left out is made from
// the name or title; tags are trimmed, de-duplicated (ignoring case) and capped at TAGS_MAX.

export interface PortfolioCompanyInput {
  name: string;
  slug?: string;
  description: string;
  category: PortfolioCategory;
  website: string;
  logo?: string | null;
  stage: CompanyStage;
  foundedYear: number;
  status: CompanyStatus;
  aiTags?: string[];
  sortOrder?: number;
}

export interface TeamMemberInput {
  name: string;
  slug?: string;
  title: string;
  bio: string;
  photoUrl?: string | null;
  linkedinUrl?: string | null;
  twitterUrl?: string | null;
  sortOrder?: number;
}

export interface ProgramInput {
  name: string;
  slug?: string;
  status: ProgramStatus;
  description: string;
  longDescription: string;
  requirements?: string[];
  benefits?: string[];
  duration: string;
  positions: number;
  applicationDeadline?: string | null;
  sortOrder?: number;
}

export interface BlogPostInput {
  title: string;
  slug?: string;
  excerpt: string;
  /** Markdown. */
  body: string;
  category: BlogCategoryId;
  tags?: string[];
  featuredImageUrl?: string | null;
  /** A team member's id. */
  authorId?: string | null;
  /** Defaults to draft. Publishing sets publishedAt when it has none. */
  status?: BlogPostStatus;
  /** Back-date or correct the publication time of a published post. */
  publishedAt?: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
}
export type BlogPostUpdate = Partial<BlogPostInput>;

export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string;
  company?: string;
  interest: ContactInterest;
  message: string;
}

export interface ContactSubmissionUpdate {
  isRead: boolean;
}

export interface ProgramApplicationInput {
  name: string;
  email: string;
  linkedinUrl?: string;
  portfolioUrl?: string;
  message: string;
}

export interface ProgramApplicationUpdate {
  status: ApplicationStatus;
}

export interface NewsletterSignupInput {
  email: string;
}

// ── Rules both sides apply ──────────────────────────────────────────────────────────────────

/** Spec section 3: 1 reads "1 available"; more reads "Up to N available". */
export function positionsLabel(positions: number): string {
  return positions === 1 ? '1 available' : `Up to ${positions} available`;
}

/** A URL-safe slug: lower-case ASCII letters, digits and single hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Words in Markdown: link targets, image sources and markup characters do not count. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[^\n]*\n/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ');
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

export const WORDS_PER_MINUTE = 200;

/** Reading time in minutes: words / 200, rounded up, at least 1. */
export function readingTime(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}

/**
 * Tags as stored: trimmed, inner whitespace collapsed, empties dropped, duplicates (ignoring
 * case) dropped keeping the first spelling, at most `max`. Also reads the spec's legacy
 * JSON-string form; a string that fails to parse counts as empty.
 */
export function normalizeTags(value: unknown, max: number = TAGS_MAX): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string') continue;
    const tag = item.trim().replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
    if (tags.length === max) break;
  }
  return tags;
}
