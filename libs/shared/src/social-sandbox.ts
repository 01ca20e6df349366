/**
 * What the social service and the platform sandbox (tools/platform-sandbox) agree on, so the
 * service can speak to the sandbox as to the real platforms and neither imports the other.
 */
import type { SocialPlatform } from './social.js';

/**
 * Where each platform lives inside the platform sandbox: under its own path prefix, with the
 * real platform's paths after it, so the adapters speak to it exactly as to the platform.
 */
export const SANDBOX_PREFIX: Readonly<Record<SocialPlatform, string>> = {
  twitter: '/x',
  linkedin: '/linkedin',
  facebook: '/facebook',
  instagram: '/instagram',
};

/** The Graph API version the sandbox answers under, as the real default URLs carry it. */
export const SANDBOX_GRAPH_VERSION = 'v23.0';

/** The app the server is at the sandbox (the sandbox accepts only these). */
export const SANDBOX_CLIENTS: Readonly<
  Record<SocialPlatform, { clientId: string; clientSecret: string }>
> = {
  twitter: { clientId: 'sandbox-x-client', clientSecret: 'sandbox-x-secret' },
  linkedin: { clientId: 'sandbox-linkedin-client', clientSecret: 'sandbox-linkedin-secret' },
  facebook: { clientId: 'sandbox-facebook-app', clientSecret: 'sandbox-facebook-secret' },
  instagram: { clientId: 'sandbox-instagram-app', clientSecret: 'sandbox-instagram-secret' },
};
