import type { SocialPlatform } from '@sandglass/shared';
import type { PlatformEndpoints } from './platform.js';

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

/** The endpoints of one platform served by the sandbox at `sandboxUrl`. */
export function sandboxEndpoints(platform: SocialPlatform, sandboxUrl: string): PlatformEndpoints {
  const base = `${sandboxUrl.replace(/\/+$/, '')}${SANDBOX_PREFIX[platform]}`;
  const { clientId, clientSecret } = SANDBOX_CLIENTS[platform];
  const paths = {
    twitter: { authorize: '/i/oauth2/authorize', token: '/2/oauth2/token', api: '' },
    linkedin: { authorize: '/oauth/v2/authorization', token: '/oauth/v2/accessToken', api: '' },
    facebook: {
      authorize: `/${SANDBOX_GRAPH_VERSION}/dialog/oauth`,
      token: `/${SANDBOX_GRAPH_VERSION}/oauth/access_token`,
      api: `/${SANDBOX_GRAPH_VERSION}`,
    },
    instagram: {
      authorize: '/oauth/authorize',
      token: '/oauth/access_token',
      api: `/${SANDBOX_GRAPH_VERSION}`,
    },
  }[platform];
  return {
    clientId,
    clientSecret,
    authorizeUrl: `${base}${paths.authorize}`,
    tokenUrl: `${base}${paths.token}`,
    apiUrl: `${base}${paths.api}`,
    sandbox: true,
  };
}
