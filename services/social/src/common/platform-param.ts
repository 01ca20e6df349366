import type { PipeTransform } from '@nestjs/common';
import { ValidationFailedError } from '@sandglass/server';
import { isSocialPlatform, SOCIAL_PLATFORMS, type SocialPlatform } from '@sandglass/shared';

export const PLATFORM_CHOICES = `${SOCIAL_PLATFORMS.slice(0, -1).join(', ')} or ${SOCIAL_PLATFORMS.at(-1)}`;

/** A `:platform` path parameter: one of the four, or a 400 naming the field. */
export class PlatformPipe implements PipeTransform<string, SocialPlatform> {
  transform(value: string): SocialPlatform {
    if (isSocialPlatform(value)) return value;
    throw new ValidationFailedError([
      { field: 'platform', message: `Platform must be one of ${PLATFORM_CHOICES}.` },
    ]);
  }
}
