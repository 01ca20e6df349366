import sharp from 'sharp';
import { MAX_MEGAPIXELS } from './image-inspector.js';

/**
 * A checked image as JPEG, for platforms that take nothing else (Instagram): transparency
 * becomes white, colours stay, and a JPEG comes back as it is.
 */
export async function jpegRendition(image: { data: Buffer; contentType: string }): Promise<Buffer> {
  if (image.contentType === 'image/jpeg') return image.data;
  return sharp(image.data, { limitInputPixels: MAX_MEGAPIXELS * 1_000_000 })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90, mozjpeg: true })
    .toBuffer();
}
