import { Injectable } from '@nestjs/common';
import sharp, { type Metadata } from 'sharp';
import { NotAnImageError, TooManyPixelsError } from './upload.errors.js';

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';
export type ImageContentType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

export interface ImageFacts {
  contentType: ImageContentType;
  extension: 'png' | 'jpg' | 'webp' | 'gif';
  width: number;
  height: number;
}

const FORMATS: Record<
  ImageFormat,
  Pick<ImageFacts, 'contentType' | 'extension'> & { name: string }
> = {
  png: { contentType: 'image/png', extension: 'png', name: 'PNG' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg', name: 'JPEG' },
  webp: { contentType: 'image/webp', extension: 'webp', name: 'WebP' },
  gif: { contentType: 'image/gif', extension: 'gif', name: 'GIF' },
};

const ALL_FORMATS: readonly ImageFormat[] = ['png', 'jpeg', 'webp', 'gif'];

/** Bounds the memory one decode may take (a small file can claim enormous dimensions). */
export const MAX_MEGAPIXELS = 25;

/**
 * What an uploaded file really is, decided by decoding it: its name and declared type are
 * the sender's claims. SVG is never accepted, since it can carry script. Each service says
 * which formats it takes (the content service all four; the social service no GIF).
 */
@Injectable()
export class ImageInspector {
  async inspect(data: Buffer, accepted: readonly ImageFormat[] = ALL_FORMATS): Promise<ImageFacts> {
    const refuse = () => new NotAnImageError(accepted.map((format) => FORMATS[format].name));
    const options = { limitInputPixels: MAX_MEGAPIXELS * 1_000_000, failOn: 'error' as const };
    let metadata: Metadata;
    try {
      metadata = await sharp(data, options).metadata();
    } catch {
      throw refuse();
    }
    const format = accepted.find((name) => name === metadata.format);
    if (!format || !metadata.width || !metadata.height) throw refuse();
    if (metadata.width * metadata.height > MAX_MEGAPIXELS * 1_000_000) {
      throw new TooManyPixelsError(MAX_MEGAPIXELS);
    }
    // The header can be fine while the pixels are not: decode them once to be sure.
    try {
      await sharp(data, options).raw().toBuffer();
    } catch {
      throw refuse();
    }
    const { contentType, extension } = FORMATS[format];
    return { contentType, extension, width: metadata.width, height: metadata.height };
  }
}
