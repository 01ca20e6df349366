/** The platforms the social tool posts to (spec section 3), in the order the UI lists them. */
export const SOCIAL_PLATFORMS = ['twitter', 'linkedin', 'facebook', 'instagram'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** "Generate with AI" sends the first selected platform, or "all" when none is selected. */
export type SocialPlatformTarget = SocialPlatform | 'all';
export const SOCIAL_PLATFORM_TARGETS: readonly SocialPlatformTarget[] = [
  ...SOCIAL_PLATFORMS,
  'all',
];

/** Longest post each platform accepts, in characters. */
export const PLATFORM_MAX_LENGTH: Readonly<Record<SocialPlatform, number>> = {
  twitter: 280,
  linkedin: 3000,
  facebook: 63206,
  instagram: 2200,
};

export function isSocialPlatform(value: unknown): value is SocialPlatform {
  return typeof value === 'string' && (SOCIAL_PLATFORMS as readonly string[]).includes(value);
}

/** The length a post must fit: the platform's own, or for "all" the smallest of them. */
export function maxPostLength(target: SocialPlatformTarget): number {
  return target === 'all'
    ? Math.min(...SOCIAL_PLATFORMS.map((platform) => PLATFORM_MAX_LENGTH[platform]))
    : PLATFORM_MAX_LENGTH[target];
}
