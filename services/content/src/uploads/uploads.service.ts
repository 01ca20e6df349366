import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ImageInspector } from '@sandglass/server/uploads';
import { UPLOADS_PATH, type UploadContentType, type UploadResult } from '@sandglass/shared';
import { UploadStorage } from './upload-storage.js';
import { UploadNotFoundError } from './uploads.errors.js';

/** `<sha256>.<ext>`: the only names that can exist, so anything else is a 404 without a lookup. */
const STORED_NAME = /^[a-f0-9]{64}\.(png|jpg|webp|gif)$/;

const CONTENT_TYPES: Record<string, UploadContentType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

@Injectable()
export class UploadsService {
  constructor(
    private readonly storage: UploadStorage,
    private readonly inspector: ImageInspector,
  ) {}

  /** Stores an image under the hash of its bytes, so the same image is stored once. */
  async store(data: Buffer): Promise<UploadResult> {
    const image = await this.inspector.inspect(data);
    const name = `${createHash('sha256').update(data).digest('hex')}.${image.extension}`;
    await this.storage.put(name, data);
    return {
      url: `${UPLOADS_PATH}${name}`,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      size: data.length,
    };
  }

  async read(name: string): Promise<{ data: Buffer; contentType: UploadContentType }> {
    const match = STORED_NAME.exec(name);
    if (!match) throw new UploadNotFoundError();
    const data = await this.storage.get(name);
    if (!data) throw new UploadNotFoundError();
    return { data, contentType: CONTENT_TYPES[match[1]] };
  }
}
