import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@sandglass/shared';

/** For the file picker's `accept`: the types `POST /api/uploads` takes. */
export const IMAGE_ACCEPT = UPLOAD_CONTENT_TYPES.join(',');

const UPLOAD_MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

/**
 * Why a chosen file cannot be uploaded, checked before sending it (the server decides again
 * from the content), or undefined when it may be sent.
 */
export function imageFileProblem(file: { type: string; size: number }): string | undefined {
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a PNG, JPEG, WebP or GIF image.';
  }
  if (file.size === 0) return 'This file is empty. Choose another image.';
  if (file.size > UPLOAD_MAX_BYTES) {
    return `This image is larger than ${UPLOAD_MAX_MEGABYTES} MB. Choose a smaller one.`;
  }
  return undefined;
}
