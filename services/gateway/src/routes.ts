import type { GatewayConfig } from './config.js';

export type ServiceName = 'auth' | 'content' | 'ai' | 'social';

export interface ServiceRoute {
  service: ServiceName;
  /** Paths the service owns: the prefix itself and everything below it. */
  prefixes: string[];
  /** How long the service may stay silent mid-request. */
  timeoutMs: number;
}

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
      ],
      timeoutMs,
    },
    // The ai service answers a silent provider with its own 504 at AI_TIMEOUT_MS; the grace
    // lets that sentence through before the gateway gives up on the service itself.
    {
      service: 'ai',
      prefixes: ['/api/ai'],
      timeoutMs: config.AI_TIMEOUT_MS + AI_TIMEOUT_GRACE_MS,
    },
    { service: 'social', prefixes: ['/api/social'], timeoutMs },
  ];
}

export function serviceUrls(config: GatewayConfig): Record<ServiceName, string> {
  return {
    auth: config.AUTH_URL,
    content: config.CONTENT_URL,
    ai: config.AI_URL,
    social: config.SOCIAL_URL,
  };
}

export function matchRoute(routes: ServiceRoute[], path: string): ServiceRoute | undefined {
  return routes.find((route) =>
    route.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
  );
}
