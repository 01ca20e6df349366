import { SOCIAL_MEDIA_MAX_BYTES, UPLOAD_MAX_BYTES } from '@sandglass/shared';
import type { GatewayConfig } from './config.js';

export type ServiceName = 'auth' | 'content' | 'ai' | 'social' | 'webhooks';

export interface ServiceRoute {
  service: ServiceName;
  /** Paths the service owns: the prefix itself and everything below it. */
  prefixes: string[];
  /** How long the service may stay silent mid-request. */
  timeoutMs: number;
  /** Paths that take bodies over the usual limit (image uploads), and how large. */
  largeBodies?: { prefix: string; limitBytes: number }[];
}

/** An image of UPLOAD_MAX_BYTES in its multipart envelope (boundaries and part headers). */
export const UPLOAD_BODY_LIMIT_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;

/** A social post image (SOCIAL_MEDIA_MAX_BYTES) in its multipart envelope. */
export const SOCIAL_MEDIA_BODY_LIMIT_BYTES = SOCIAL_MEDIA_MAX_BYTES + 64 * 1024;

export const AI_TIMEOUT_GRACE_MS = 2000;

/** ARCHITECTURE.md's routing table. New endpoints go under their owner's prefix. */
export function serviceRoutes(config: GatewayConfig): ServiceRoute[] {
  const timeoutMs = config.UPSTREAM_TIMEOUT_MS;
  return [
    { service: 'auth', prefixes: ['/api/auth'], timeoutMs },
    {
      service: 'content',
      prefixes: [
        '/api/portfolio',
        '/api/team',
        '/api/programs',
        '/api/blog',
        '/api/contact',
        '/api/newsletter',
        '/api/analytics',
        '/api/uploads',
        // The feeds live at the site's root, where crawlers and feed readers look for them.
        '/sitemap.xml',
        '/rss.xml',
      ],
      timeoutMs,
      largeBodies: [{ prefix: '/api/uploads', limitBytes: UPLOAD_BODY_LIMIT_BYTES }],
    },
    // The ai service answers a silent provider with its own 504 at AI_TIMEOUT_MS; the grace
    // lets that sentence through before the gateway gives up on the service itself.
    {
      service: 'ai',
      prefixes: ['/api/ai'],
      timeoutMs: config.AI_TIMEOUT_MS + AI_TIMEOUT_GRACE_MS,
    },
    // Generate-content waits on the ai service, which answers a silent provider at AI_TIMEOUT_MS.
    {
      service: 'social',
      prefixes: ['/api/social/generate-content'],
      timeoutMs: config.AI_TIMEOUT_MS + AI_TIMEOUT_GRACE_MS,
    },
    {
      service: 'social',
      prefixes: ['/api/social'],
      timeoutMs,
      largeBodies: [{ prefix: '/api/social/media', limitBytes: SOCIAL_MEDIA_BODY_LIMIT_BYTES }],
    },
    { service: 'webhooks', prefixes: ['/api/webhooks'], timeoutMs },
  ];
}

export function serviceUrls(config: GatewayConfig): Record<ServiceName, string> {
  return {
    auth: config.AUTH_URL,
    content: config.CONTENT_URL,
    ai: config.AI_URL,
    social: config.SOCIAL_URL,
    webhooks: config.WEBHOOKS_URL,
  };
}

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function matchRoute(routes: ServiceRoute[], path: string): ServiceRoute | undefined {
  return routes.find((route) => route.prefixes.some((prefix) => isUnder(path, prefix)));
}

/** A proxied request's route label in the metrics: the prefix it came under (`/api/blog/*`). */
export function metricsRoute(route: ServiceRoute, path: string): string {
  const prefix = route.prefixes.find((candidate) => isUnder(path, candidate))!;
  return path === prefix ? prefix : `${prefix}/*`;
}

/** The largest body `path` may carry: the configured limit, or more where a route allows it. */
export function bodyLimitFor(route: ServiceRoute, path: string, defaultLimit: number): number {
  const large = route.largeBodies?.find(({ prefix }) => isUnder(path, prefix));
  return large ? Math.max(defaultLimit, large.limitBytes) : defaultLimit;
}
