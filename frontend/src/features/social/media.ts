import {
  SOCIAL_MEDIA_MAX_BYTES,
  SOCIAL_MEDIA_MAX_COUNT,
  SOCIAL_MEDIA_TYPES,
  type SocialMedia,
} from '@sandglass/shared';

/** For the file picker's `accept`: the types POST /api/social/media takes. */
export const SOCIAL_MEDIA_ACCEPT = SOCIAL_MEDIA_TYPES.join(',');

/** An image attached to the post being written: uploading, or uploaded with its id and URL. */
export interface AttachedImage {
  key: string;
  name: string;
  media: SocialMedia | null;
}

/**
 * Why a chosen file cannot be attached, checked before uploading it (the server checks the
 * content again); null when it can.
 */
export function imageProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!(SOCIAL_MEDIA_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} is not a JPEG, PNG or WebP image.`;
  }
  if (file.size > SOCIAL_MEDIA_MAX_BYTES) {
    return `${file.name} is larger than ${SOCIAL_MEDIA_MAX_BYTES / (1024 * 1024)} MB.`;
  }
  return null;
}

/** Splits chosen files into those that fit beside the `attached` ones and why others do not. */
export function pickImages<F extends Pick<File, 'name' | 'type' | 'size'>>(
  files: readonly F[],
  attached: number,
): { accepted: F[]; problems: string[] } {
  const accepted: F[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const problem = imageProblem(file);
    if (problem) problems.push(problem);
    else if (attached + accepted.length >= SOCIAL_MEDIA_MAX_COUNT) {
      problems.push(`A post can carry at most ${SOCIAL_MEDIA_MAX_COUNT} images.`);
      break;
    } else accepted.push(file);
  }
  return { accepted, problems };
}
