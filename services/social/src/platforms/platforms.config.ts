import { HTTP_URL } from '@sandglass/server';
import { IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min } from 'class-validator';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor<T = object> = new (...args: any[]) => T;

const url = (name: string, example: string) =>
  IsUrl(HTTP_URL, { message: `${name} must be an http(s) address, such as ${example}.` });

const noSpaces = (name: string) =>
  Matches(/^\S+$/, { message: `${name} must not contain spaces.` });

/**
 * Adds where each social platform lives and which app the server is there (ARCHITECTURE.md
 * "Social publishing"). Every URL defaults to the platform's real one so a test or an operator
 * can point it elsewhere; a platform with a client id and secret uses them, one without is
 * served by the platform sandbox at SOCIAL_SANDBOX_URL when that is set (see PlatformRegistry).
 */
export function WithPlatforms<TBase extends Constructor>(Base: TBase) {
  class PlatformsConfig extends Base {
    @IsOptional()
    @IsString()
    @noSpaces('TWITTER_CLIENT_ID')
    TWITTER_CLIENT_ID?: string;

    @IsOptional()
    @IsString()
    @noSpaces('TWITTER_CLIENT_SECRET')
    TWITTER_CLIENT_SECRET?: string;

    @url('TWITTER_AUTHORIZE_URL', 'https://x.com/i/oauth2/authorize')
    TWITTER_AUTHORIZE_URL: string = 'https://x.com/i/oauth2/authorize';

    @url('TWITTER_TOKEN_URL', 'https://api.x.com/2/oauth2/token')
    TWITTER_TOKEN_URL: string = 'https://api.x.com/2/oauth2/token';

    /** Posts, users, media upload and token revocation live under it. */
    @url('TWITTER_API_URL', 'https://api.x.com')
    TWITTER_API_URL: string = 'https://api.x.com';

    @IsOptional()
    @IsString()
    @noSpaces('LINKEDIN_CLIENT_ID')
    LINKEDIN_CLIENT_ID?: string;

    @IsOptional()
    @IsString()
    @noSpaces('LINKEDIN_CLIENT_SECRET')
    LINKEDIN_CLIENT_SECRET?: string;

    @url('LINKEDIN_AUTHORIZE_URL', 'https://www.linkedin.com/oauth/v2/authorization')
    LINKEDIN_AUTHORIZE_URL: string = 'https://www.linkedin.com/oauth/v2/authorization';

    /** Revocation is its sibling, …/oauth/v2/revoke. */
    @url('LINKEDIN_TOKEN_URL', 'https://www.linkedin.com/oauth/v2/accessToken')
    LINKEDIN_TOKEN_URL: string = 'https://www.linkedin.com/oauth/v2/accessToken';

    /** /v2/userinfo and the versioned /rest/* endpoints live under it. */
    @url('LINKEDIN_API_URL', 'https://api.linkedin.com')
    LINKEDIN_API_URL: string = 'https://api.linkedin.com';

    /**
     * The LinkedIn-Version header (YYYYMM) sent to /rest/*. LinkedIn supports each monthly
     * version for about a year, then refuses it (202607 until about July 2027): move it forward.
     */
    @Matches(/^\d{6}(\.\d{2})?$/, {
      message: 'LINKEDIN_API_VERSION must be a LinkedIn version such as 202607 (YYYYMM).',
    })
    LINKEDIN_API_VERSION: string = '202607';

    @IsOptional()
    @IsString()
    @noSpaces('FACEBOOK_CLIENT_ID')
    FACEBOOK_CLIENT_ID?: string;

    @IsOptional()
    @IsString()
    @noSpaces('FACEBOOK_CLIENT_SECRET')
    FACEBOOK_CLIENT_SECRET?: string;

    @url('FACEBOOK_AUTHORIZE_URL', 'https://www.facebook.com/v23.0/dialog/oauth')
    FACEBOOK_AUTHORIZE_URL: string = 'https://www.facebook.com/v23.0/dialog/oauth';

    @url('FACEBOOK_TOKEN_URL', 'https://graph.facebook.com/v23.0/oauth/access_token')
    FACEBOOK_TOKEN_URL: string = 'https://graph.facebook.com/v23.0/oauth/access_token';

    /** The Graph API, version included. */
    @url('FACEBOOK_API_URL', 'https://graph.facebook.com/v23.0')
    FACEBOOK_API_URL: string = 'https://graph.facebook.com/v23.0';

    @IsOptional()
    @IsString()
    @noSpaces('INSTAGRAM_CLIENT_ID')
    INSTAGRAM_CLIENT_ID?: string;

    @IsOptional()
    @IsString()
    @noSpaces('INSTAGRAM_CLIENT_SECRET')
    INSTAGRAM_CLIENT_SECRET?: string;

    @url('INSTAGRAM_AUTHORIZE_URL', 'https://www.instagram.com/oauth/authorize')
    INSTAGRAM_AUTHORIZE_URL: string = 'https://www.instagram.com/oauth/authorize';

    /** Where the code becomes a short-lived token. */
    @url('INSTAGRAM_TOKEN_URL', 'https://api.instagram.com/oauth/access_token')
    INSTAGRAM_TOKEN_URL: string = 'https://api.instagram.com/oauth/access_token';

    /** The Instagram Graph API, version included (long-lived tokens, media, publishing). */
    @url('INSTAGRAM_API_URL', 'https://graph.instagram.com/v23.0')
    INSTAGRAM_API_URL: string = 'https://graph.instagram.com/v23.0';

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
  return PlatformsConfig;
}

type PlatformVariable = 'CLIENT_ID' | 'CLIENT_SECRET' | 'AUTHORIZE_URL' | 'TOKEN_URL' | 'API_URL';
type PlatformPrefix = 'TWITTER' | 'LINKEDIN' | 'FACEBOOK' | 'INSTAGRAM';

/** What WithPlatforms adds, for code that takes any config carrying it. */
export type PlatformSettings = {
  [K in `${PlatformPrefix}_${Exclude<PlatformVariable, 'CLIENT_ID' | 'CLIENT_SECRET'>}`]: string;
} & {
  [K in `${PlatformPrefix}_${'CLIENT_ID' | 'CLIENT_SECRET'}`]?: string;
} & {
  LINKEDIN_API_VERSION: string;
  SOCIAL_SANDBOX_URL?: string;
  SOCIAL_PLATFORM_TIMEOUT_MS: number;
};
