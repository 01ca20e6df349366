import { Injectable } from '@nestjs/common';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { imageDecodes } from './decode-slots.js';
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

/**
 * Bounds the memory one decode may take: a small file can claim enormous dimensions (a 194 KB
 * PNG of 5000 × 5000 16-bit pixels is 200 MB decoded). 16 megapixels takes a 12-megapixel phone
 * photo (4032 × 3024) and anything up to 4000 × 4000.
 */
export const MAX_MEGAPIXELS = 16;

/** sharp's options for every decode: the pixel bound, and a broken file is an error. */
export const DECODE_OPTIONS: SharpOptions = {
  limitInputPixels: MAX_MEGAPIXELS * 1_000_000,
  failOn: 'error',
  sequentialRead: true,
};

/**
 * What an uploaded file really is, decided by decoding it: its name and declared type are
 * the sender's claims. SVG is never accepted, since it can carry script. Each service says
 * which formats it takes (the content service all four; the social service no GIF). The header
 * is read first, so an image over the pixel bound is refused without decoding it; decodes take
 * one of the process's few slots (see imageDecodes), waiting for one when all are busy.
 */
@Injectable()
export class ImageInspector {
  async inspect(data: Buffer, accepted: readonly ImageFormat[] = ALL_FORMATS): Promise<ImageFacts> {
    const refuse = () => new NotAnImageError(accepted.map((format) => FORMATS[format].name));
    let metadata: Metadata;
    try {
      // The header only: no pixels are decoded, so the bound is checked below, by name.
      metadata = await sharp(data, { ...DECODE_OPTIONS, limitInputPixels: false }).metadata();
    } catch {
      throw refuse();
    }
    const format = accepted.find((name) => name === metadata.format);
    const { width, height } = metadata;
    if (!format || !width || !height) throw refuse();
    if (width * height > MAX_MEGAPIXELS * 1_000_000) {
      throw new TooManyPixelsError(MAX_MEGAPIXELS, width, height);
    }
    // The header can be fine while the pixels are not: read every one of them once to be sure,
    // into a 64 × 64 result so that no decoded copy of the whole image is kept.
    try {
      await imageDecodes.run(() =>
        sharp(data, DECODE_OPTIONS)
          .resize(64, 64, { fit: 'fill', kernel: 'nearest' })
          .raw()
          .toBuffer(),
      );
    } catch {
      throw refuse();
    }
    const { contentType, extension } = FORMATS[format];
    return { contentType, extension, width, height };
  }
}
