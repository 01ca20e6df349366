/**
 * Personal API tokens (issue 21): what a token may do is its scopes within its owner's role.
 * Every operation a token may call names one scope (`@TokenScope` in `@sandglass/server`);
 * an operation without one (signing in, managing the account, tokens, sessions and webhooks)
 * needs a signed-in session.
 */
export const API_SCOPES = [
  'content:read',
  'content:write',
  'social:read',
  'social:write',
  'ai:generate',
  'analytics:read',
  'newsletter:write',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** What each scope allows, in a sentence (Swagger, the token form). */
export const API_SCOPE_DESCRIPTIONS: Readonly<Record<ApiScope, string>> = {
  'content:read': 'Read content, including drafts, submissions and applications an admin sees.',
  'content:write': 'Create, change and delete content (admins).',
  'social:read': 'Read your social accounts, posts and their analytics.',
  'social:write': 'Create, schedule, change and cancel your social posts.',
  'ai:generate': 'Generate text with the AI models.',
  'analytics:read': 'Read the website analytics (the stats API; admins).',
  'newsletter:write': 'Manage newsletter subscribers and send issues (admins).',
};

export function isApiScope(value: unknown): value is ApiScope {
  return typeof value === 'string' && (API_SCOPES as readonly string[]).includes(value);
}

/** Every personal API token starts with this, so a guard (and a secret scanner) tells it apart. */
export const API_TOKEN_PREFIX = 'sgv_';

/** Whether a bearer value is a personal API token rather than a signed-in session's JWT. */
export function isApiToken(bearer: string | undefined | null): boolean {
  return typeof bearer === 'string' && bearer.startsWith(API_TOKEN_PREFIX);
}

/** How many days a token may live (or `null`: no expiry). */
export const API_TOKEN_MAX_DAYS = 365;

/** A token as listed: never its secret, only the first characters to recognise it by. */
export interface ApiTokenSummary {
  id: string;
  name: string;
  /** The first characters of the secret, e.g. `sgv_3kF9aQ`. */
  prefix: string;
  scopes: ApiScope[];
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

/** The answer to creating a token: the only time `token` (the secret) is shown. */
export interface CreatedApiToken {
  id: string;
  name: string;
  token: string;
  prefix: string;
  scopes: ApiScope[];
  expiresAt: string | null;
}

/** Webhook events (issue 21); the admin-only ones are for admins' endpoints alone. */
export const WEBHOOK_EVENTS = [
  'social.post.published',
  'social.post.failed',
  'social.account.disconnected',
  'social.account.needs_reconnect',
  'content.contact.received',
  'content.application.received',
  'newsletter.subscriber.confirmed',
  'newsletter.issue.sent',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Events only an admin's endpoint may subscribe to (the firm's, not a member's own). */
export const ADMIN_WEBHOOK_EVENTS: readonly WebhookEvent[] = [
  'content.contact.received',
  'content.application.received',
  'newsletter.subscriber.confirmed',
  'newsletter.issue.sent',
];

export function isWebhookEvent(value: unknown): value is WebhookEvent {
  return typeof value === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(value);
}
