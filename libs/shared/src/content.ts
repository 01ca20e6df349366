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

/** `bounced`: the mail server refused the address for good; it is mailed again once re-confirmed. */
export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'bounced'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * A newsletter issue: written as a `draft` (editable), `scheduled` for a time (cancellable, back
 * to draft), `sending` once its recipients are snapshotted, `sent` when each one is settled.
 */
export const NEWSLETTER_ISSUE_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];

/**
 * One recipient of an issue: `queued` until the mail worker settles its mail; `bounced` (the
 * server refused the address for good, now suppressed), `failed` (given up after retries), or
 * `skipped` (unsubscribed or suppressed before their turn: nothing was sent).
 */
export const NEWSLETTER_RECIPIENT_STATUSES = [
  'queued',
  'sent',
  'failed',
  'bounced',
  'skipped',
] as const;
export type NewsletterRecipientStatus = (typeof NEWSLETTER_RECIPIENT_STATUSES)[number];

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
/** A newsletter issue's preheader (mail clients show about 100). */
export const PREHEADER_MAX_LENGTH = 200;
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
  /** The article Insights shows first (at most one is); the newest published when none is. */
  featured: boolean;
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

/**
 * What "Share on social" did, in the answer to an article's create or update with
 * `shareToSocial: true`: the social draft made for the admin (postId), or why none was.
 */
export interface BlogSocialShare {
  /** The draft in Social Media → Scheduled (filter Drafts); null when it could not be made. */
  postId: string | null;
  /** The platforms it is meant for: those the admin has connected. */
  platforms: string[];
  /** The featured image came along as the post's image. */
  imageAttached: boolean;
  /** One sentence for the admin: where the draft is, or what went wrong. */
  message: string;
}

/** POST and PATCH /api/blog answer the article, with `socialShare` when it was asked for. */
export interface BlogPostWriteResult extends BlogPost {
  socialShare?: BlogSocialShare;
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

/** How an issue's sending stands. Opens are not tracked. */
export interface NewsletterIssueCounts {
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  bounced: number;
  skipped: number;
  /** Recipients who unsubscribed with this issue's link. */
  unsubscribed: number;
}

export interface NewsletterIssue {
  id: string;
  subject: string;
  /** The line mail clients show beside the subject. */
  preheader: string | null;
  /** Markdown as written. */
  body: string;
  /** The body rendered and sanitised, as the mail shows it. */
  bodyHtml: string;
  /** The insights article it started from, if any. */
  articleSlug: string | null;
  status: NewsletterIssueStatus;
  /** When a scheduled issue goes out. */
  scheduledAt: string | null;
  /** When its recipients were snapshotted. */
  sendingStartedAt: string | null;
  /** When its last recipient was settled. */
  sentAt: string | null;
  counts: NewsletterIssueCounts;
  createdAt: string;
  updatedAt: string;
}

export interface NewsletterIssueRecipient {
  id: string;
  email: string;
  status: NewsletterRecipientStatus;
  /** Why it was not sent, as a sentence. */
  error: string | null;
  sentAt: string | null;
  /** When they unsubscribed with this issue's link. */
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
  /** Feature it on Insights; true takes the place from the article featured until now. */
  featured?: boolean;
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

/** `POST /api/newsletter/issues`: written, or started from an insights article. */
export type NewsletterIssueInput =
  | { subject: string; preheader?: string; body: string; articleSlug?: undefined }
  | { articleSlug: string; subject?: undefined; preheader?: undefined; body?: undefined };

export interface NewsletterIssueUpdate {
  subject?: string;
  preheader?: string | null;
  body?: string;
}

export interface NewsletterIssueSendInput {
  /** Later than now; absent to send at once. */
  scheduledAt?: string;
}

export interface NewsletterTestInput {
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
