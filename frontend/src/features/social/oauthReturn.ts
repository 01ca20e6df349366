import {
  isSocialPlatform,
  PLATFORM_DISPLAY_NAME,
  SOCIAL_CONNECT_ERRORS,
  type SocialConnectError,
  type SocialPlatform,
} from '@sandglass/shared';
import type { ToastOptions } from '../../ui/toastStore';

/** The query parameters the OAuth callback sends the browser back with. */
export const OAUTH_RETURN_PARAMS = ['connected', 'error', 'choose'] as const;

/** A sentence for each of the callback's error codes; an unknown code gets the general one. */
const ERROR_SENTENCES: Record<SocialConnectError, string> = {
  access_denied: 'The connection was not approved on the platform.',
  invalid_state:
    'The connection request was already used or came from another browser. Connect again from this page.',
  state_expired: 'The connection request expired after 10 minutes. Connect again.',
  not_configured: 'This platform is not set up on the server.',
  unknown_platform: 'That platform is not one this tool posts to.',
  authorization_failed: 'The platform did not authorise the connection. Try again.',
  exchange_failed: 'The platform did not accept the connection. Try again.',
  no_pages: 'This Facebook account manages no Page. Create a Page, then connect again.',
  no_account: 'No account that can publish was found on the platform for this login.',
};

export interface OAuthReturn {
  toast: ToastOptions | null;
  /** The platform that came back connected (offer to requeue what it left behind). */
  connected: SocialPlatform | null;
  /** The member manages several Facebook Pages and must pick one. */
  chooseFacebookPage: boolean;
}

/** What to tell the member who comes back from a platform's authorization page. */
export function readOAuthReturn(params: URLSearchParams): OAuthReturn {
  const connected = params.get('connected');
  const error = params.get('error');
  const chooseFacebookPage = params.get('choose') === 'facebook';
  if (connected && isSocialPlatform(connected)) {
    return {
      toast: {
        title: 'Account Connected',
        description: `${PLATFORM_DISPLAY_NAME[connected]} is connected. You can post to it now.`,
      },
      connected,
      chooseFacebookPage,
    };
  }
  if (error) {
    return {
      toast: {
        title: 'Connection Failed',
        description: (SOCIAL_CONNECT_ERRORS as readonly string[]).includes(error)
          ? ERROR_SENTENCES[error as SocialConnectError]
          : `The connection did not complete (${error}). Try again.`,
        variant: 'destructive',
      },
      connected: null,
      chooseFacebookPage,
    };
  }
  return { toast: null, connected: null, chooseFacebookPage };
}
