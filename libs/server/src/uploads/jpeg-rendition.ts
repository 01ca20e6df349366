import sharp from 'sharp';
import { imageDecodes } from './decode-slots.js';
import { DECODE_OPTIONS } from './image-inspector.js';

/**
 * A checked image as JPEG, for platforms that take nothing else (Instagram): transparency
 * becomes white, colours stay, and a JPEG comes back as it is. It waits for a decode slot.
 */
export async function jpegRendition(image: { data: Buffer; contentType: string }): Promise<Buffer> {
  if (image.contentType === 'image/jpeg') return image.data;
  return imageDecodes.run(() =>
    sharp(image.data, DECODE_OPTIONS)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer(),
  );
}
