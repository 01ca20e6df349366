import { Injectable } from '@nestjs/common';
import type { UploadContentType } from '@sandglass/shared';
import sharp, { type Metadata } from 'sharp';
import { NotAnImageError, TooManyPixelsError } from './uploads.errors.js';

export interface ImageFacts {
  contentType: UploadContentType;
  extension: 'png' | 'jpg' | 'webp' | 'gif';
  width: number;
  height: number;
}

const FORMATS: Record<string, Pick<ImageFacts, 'contentType' | 'extension'>> = {
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  gif: { contentType: 'image/gif', extension: 'gif' },
};

/** Bounds the memory one decode may take (a small file can claim enormous dimensions). */
export const MAX_MEGAPIXELS = 25;

/**
 * What an uploaded file really is, decided by decoding it: its name and declared type are
 * the sender's claims. SVG is refused, since it can carry script.
 */
@Injectable()
export class ImageInspector {
  async inspect(data: Buffer): Promise<ImageFacts> {
    const options = { limitInputPixels: MAX_MEGAPIXELS * 1_000_000, failOn: 'error' as const };
    let metadata: Metadata;
    try {
      metadata = await sharp(data, options).metadata();
    } catch {
      throw new NotAnImageError();
    }
    const format = metadata.format ? FORMATS[metadata.format] : undefined;
    if (!format || !metadata.width || !metadata.height) throw new NotAnImageError();
    if (metadata.width * metadata.height > MAX_MEGAPIXELS * 1_000_000) {
      throw new TooManyPixelsError(MAX_MEGAPIXELS);
    }
    // The header can be fine while the pixels are not: decode them once to be sure.
    try {
      await sharp(data, options).raw().toBuffer();
    } catch {
      throw new NotAnImageError();
    }
    return { ...format, width: metadata.width, height: metadata.height };
  }
}
