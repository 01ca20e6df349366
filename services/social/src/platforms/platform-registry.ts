import { Inject, Injectable } from '@nestjs/common';
import {
  PLATFORM_DISPLAY_NAME,
  PLATFORM_MAX_LENGTH,
  SOCIAL_MEDIA_MAX_COUNT,
  SOCIAL_PLATFORMS,
  type SocialPlatform,
} from '@sandglass/shared';
import { FacebookAdapter } from './facebook.adapter.js';
import { InstagramAdapter } from './instagram.adapter.js';
import { LinkedInAdapter } from './linkedin.adapter.js';
import type { PlatformAdapter, PlatformEndpoints } from './platform.js';
import type { PlatformSettings } from './platforms.config.js';
import { sandboxEndpoints } from './sandbox-endpoints.js';
import { TwitterAdapter } from './twitter.adapter.js';

/** Injection token of the settings WithPlatforms adds (the service's config object). */
export const PLATFORM_SETTINGS = Symbol('PLATFORM_SETTINGS');

/** What a platform is, whatever the server's settings (GET /api/social/platforms). */
export interface PlatformCatalogueEntry {
  name: SocialPlatform;
  displayName: string;
  maxLength: number;
  supportsMedia: boolean;
  /** A post to it must carry at least one image (Instagram publishes no text-only posts). */
  requiresMedia: boolean;
  maxMedia: number;
  features: string[];
}

/** The catalogue plus how this server reaches the platform. */
export interface PlatformDescription extends PlatformCatalogueEntry {
  /** The server has its client id and secret, or the sandbox serves it. */
  configured: boolean;
  /** Served by the local platform sandbox. */
  sandbox: boolean;
}

/**
 * Features, in the words the screen may show: `text` (text-only posts), `images` (up to
 * maxMedia images), `scheduling`, `pages` (the member picks one of the Facebook Pages they
 * manage), `carousel` (several images become one swipeable post).
 */
export const PLATFORM_CATALOGUE: Readonly<Record<SocialPlatform, PlatformCatalogueEntry>> = {
  twitter: entry('twitter', { requiresMedia: false, features: ['text', 'images', 'scheduling'] }),
  linkedin: entry('linkedin', { requiresMedia: false, features: ['text', 'images', 'scheduling'] }),
  facebook: entry('facebook', {
    requiresMedia: false,
    features: ['text', 'images', 'scheduling', 'pages'],
  }),
  instagram: entry('instagram', {
    requiresMedia: true,
    features: ['images', 'carousel', 'scheduling'],
  }),
};

function entry(
  name: SocialPlatform,
  rest: { requiresMedia: boolean; features: string[] },
): PlatformCatalogueEntry {
  return {
    name,
    displayName: PLATFORM_DISPLAY_NAME[name],
    maxLength: PLATFORM_MAX_LENGTH[name],
    supportsMedia: true,
    maxMedia: SOCIAL_MEDIA_MAX_COUNT,
    ...rest,
  };
}

const SETTING_PREFIX: Readonly<
  Record<SocialPlatform, 'TWITTER' | 'LINKEDIN' | 'FACEBOOK' | 'INSTAGRAM'>
> = {
  twitter: 'TWITTER',
  linkedin: 'LINKEDIN',
  facebook: 'FACEBOOK',
  instagram: 'INSTAGRAM',
};

/**
 * Per platform: its adapter and where it lives. A platform with a client id and secret uses
 * them and its `<P>_*` URLs; one without is served by the sandbox when SOCIAL_SANDBOX_URL is
 * set; otherwise it is not configured (and `endpoints` answers null).
 */
@Injectable()
export class PlatformRegistry {
  private readonly adapters: Readonly<Record<SocialPlatform, PlatformAdapter>>;
  private readonly resolved: Readonly<Record<SocialPlatform, PlatformEndpoints | null>>;

  constructor(@Inject(PLATFORM_SETTINGS) settings: PlatformSettings) {
    const timeoutMs = settings.SOCIAL_PLATFORM_TIMEOUT_MS;
    this.adapters = {
      twitter: new TwitterAdapter({ timeoutMs }),
      linkedin: new LinkedInAdapter({ timeoutMs, apiVersion: settings.LINKEDIN_API_VERSION }),
      facebook: new FacebookAdapter({ timeoutMs }),
      instagram: new InstagramAdapter({ timeoutMs }),
    };
    this.resolved = {
      twitter: resolveEndpoints('twitter', settings),
      linkedin: resolveEndpoints('linkedin', settings),
      facebook: resolveEndpoints('facebook', settings),
      instagram: resolveEndpoints('instagram', settings),
    };
  }

  adapter(platform: SocialPlatform): PlatformAdapter {
    return this.adapters[platform];
  }

  /** Where the platform lives for this server, or null when it is not configured. */
  endpoints(platform: SocialPlatform): PlatformEndpoints | null {
    return this.resolved[platform];
  }

  isConfigured(platform: SocialPlatform): boolean {
    return this.resolved[platform] !== null;
  }

  isSandbox(platform: SocialPlatform): boolean {
    return this.resolved[platform]?.sandbox ?? false;
  }

  describe(platform: SocialPlatform): PlatformDescription {
    return {
      ...PLATFORM_CATALOGUE[platform],
      configured: this.isConfigured(platform),
      sandbox: this.isSandbox(platform),
    };
  }

  /** The four platforms in the order the screen lists them. */
  describeAll(): PlatformDescription[] {
    return SOCIAL_PLATFORMS.map((platform) => this.describe(platform));
  }
}

function resolveEndpoints(
  platform: SocialPlatform,
  settings: PlatformSettings,
): PlatformEndpoints | null {
  const prefix = SETTING_PREFIX[platform];
  const clientId = settings[`${prefix}_CLIENT_ID`];
  const clientSecret = settings[`${prefix}_CLIENT_SECRET`];
  if (clientId && clientSecret) {
    return {
      clientId,
      clientSecret,
      authorizeUrl: settings[`${prefix}_AUTHORIZE_URL`],
      tokenUrl: settings[`${prefix}_TOKEN_URL`],
      apiUrl: settings[`${prefix}_API_URL`].replace(/\/+$/, ''),
      sandbox: false,
    };
  }
  if (settings.SOCIAL_SANDBOX_URL) return sandboxEndpoints(platform, settings.SOCIAL_SANDBOX_URL);
  return null;
}
