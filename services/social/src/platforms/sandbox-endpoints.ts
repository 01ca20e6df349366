import type { SocialPlatform } from '@sandglass/shared';
import {
  SANDBOX_CLIENTS,
  SANDBOX_GRAPH_VERSION,
  SANDBOX_PREFIX,
} from '@sandglass/shared/social-sandbox';
import type { PlatformEndpoints } from './platform.js';

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
