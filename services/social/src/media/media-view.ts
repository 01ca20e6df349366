import type { SocialMedia } from '@sandglass/shared';
import type { Media } from './media.entity.js';

export const MEDIA_PATH = '/api/social/media/';

export function toSocialMedia(media: Media): SocialMedia {
  return {
    id: media.id,
    url: `${MEDIA_PATH}${media.id}`,
    contentType: media.contentType,
    width: media.width,
    height: media.height,
  };
}
