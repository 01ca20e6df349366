import { HTTP_URL } from '@sandglass/server';
import { IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min } from 'class-validator';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor<T = object> = new (...args: any[]) => T;

type PlatformPrefix = 'TWITTER' | 'LINKEDIN' | 'FACEBOOK' | 'INSTAGRAM';
type PlatformUrl = 'AUTHORIZE_URL' | 'TOKEN_URL' | 'API_URL';
type PlatformCredential = 'CLIENT_ID' | 'CLIENT_SECRET';

/**
 * Each platform's real addresses, the defaults of its `<P>_AUTHORIZE_URL`, `<P>_TOKEN_URL` and
 * `<P>_API_URL`, so a test or an operator can point it elsewhere.
 */
const PLATFORM_URLS: Readonly<Record<PlatformPrefix, Readonly<Record<PlatformUrl, string>>>> = {
  TWITTER: {
    AUTHORIZE_URL: 'https://x.com/i/oauth2/authorize',
    TOKEN_URL: 'https://api.x.com/2/oauth2/token',
    // Posts, users, media upload and token revocation live under it.
    API_URL: 'https://api.x.com',
  },
  LINKEDIN: {
    AUTHORIZE_URL: 'https://www.linkedin.com/oauth/v2/authorization',
    // Revocation is its sibling, …/oauth/v2/revoke.
    TOKEN_URL: 'https://www.linkedin.com/oauth/v2/accessToken',
    // /v2/userinfo and the versioned /rest/* endpoints live under it.
    API_URL: 'https://api.linkedin.com',
  },
  FACEBOOK: {
    AUTHORIZE_URL: 'https://www.facebook.com/v23.0/dialog/oauth',
    TOKEN_URL: 'https://graph.facebook.com/v23.0/oauth/access_token',
    // The Graph API, version included.
    API_URL: 'https://graph.facebook.com/v23.0',
  },
  INSTAGRAM: {
    AUTHORIZE_URL: 'https://www.instagram.com/oauth/authorize',
    // Where the code becomes a short-lived token.
    TOKEN_URL: 'https://api.instagram.com/oauth/access_token',
    // The Instagram Graph API, version included (long-lived tokens, media, publishing).
    API_URL: 'https://graph.instagram.com/v23.0',
  },
};

const url = (name: string, example: string) =>
  IsUrl(HTTP_URL, { message: `${name} must be an http(s) address, such as ${example}.` });

const noSpaces = (name: string) =>
  Matches(/^\S+$/, { message: `${name} must not contain spaces.` });

/** Every platform's addresses (defaulted) and app credentials (optional), by variable name. */
type PlatformVariables = {
  [K in `${PlatformPrefix}_${PlatformUrl}`]: string;
} & {
  [K in `${PlatformPrefix}_${PlatformCredential}`]?: string;
};

/**
 * Adds where each social platform lives and which app the server is there (ARCHITECTURE.md
 * "Social publishing"). Every URL defaults to the platform's real one (PLATFORM_URLS); a
 * platform with a client id and secret uses them, one without is served by the platform sandbox
 * at SOCIAL_SANDBOX_URL when that is set (see PlatformRegistry).
 */
export function WithPlatforms<TBase extends Constructor>(Base: TBase) {
  class PlatformsConfig extends Base {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    constructor(...args: any[]) {
      super(...args);
      for (const [prefix, urls] of Object.entries(PLATFORM_URLS)) {
        for (const [variable, address] of Object.entries(urls)) {
          Object.assign(this, { [`${prefix}_${variable}`]: address });
        }
      }
    }

    /**
     * The LinkedIn-Version header (YYYYMM) sent to /rest/*. LinkedIn supports each monthly
     * version for about a year, then refuses it (202607 until about July 2027): move it forward.
     */
    @Matches(/^\d{6}(\.\d{2})?$/, {
      message: 'LINKEDIN_API_VERSION must be a LinkedIn version such as 202607 (YYYYMM).',
    })
    LINKEDIN_API_VERSION: string = '202607';

    /**
     * The local platform sandbox; platforms without a client id and secret are pointed at it.
     * `npm start` sets it while it runs the sandbox; unset, such platforms are not configured.
     */
    @IsOptional()
    @url('SOCIAL_SANDBOX_URL', 'http://127.0.0.1:3005')
    SOCIAL_SANDBOX_URL?: string;

    /** How long one call to a platform may take before its outcome counts as unknown. */
    @IsInt({ message: 'SOCIAL_PLATFORM_TIMEOUT_MS must be a whole number of milliseconds.' })
    @Min(100, { message: 'SOCIAL_PLATFORM_TIMEOUT_MS must be at least 100.' })
    @Max(300_000, { message: 'SOCIAL_PLATFORM_TIMEOUT_MS must be at most 300000 (5 minutes).' })
    SOCIAL_PLATFORM_TIMEOUT_MS: number = 30_000;
  }

  // The same rules for every platform's variables: credentials are optional and have no spaces,
  // addresses are http(s) URLs.
  for (const [prefix, urls] of Object.entries(PLATFORM_URLS)) {
    for (const credential of ['CLIENT_ID', 'CLIENT_SECRET']) {
      const name = `${prefix}_${credential}`;
      for (const rule of [noSpaces(name), IsString(), IsOptional()]) {
        rule(PlatformsConfig.prototype, name);
      }
    }
    for (const [variable, example] of Object.entries(urls)) {
      const name = `${prefix}_${variable}`;
      url(name, example)(PlatformsConfig.prototype, name);
    }
  }
  return PlatformsConfig as typeof PlatformsConfig & Constructor<PlatformVariables>;
}

/** What WithPlatforms adds, for code that takes any config carrying it. */
export type PlatformSettings = PlatformVariables & {
  LINKEDIN_API_VERSION: string;
  SOCIAL_SANDBOX_URL?: string;
  SOCIAL_PLATFORM_TIMEOUT_MS: number;
};
