import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { NotFoundError, type AuthUser } from '@sandglass/server';
import { ImageInspector, jpegRendition } from '@sandglass/server/uploads';
import type { SocialMedia, SocialMediaType } from '@sandglass/shared';
import type { Repository } from 'typeorm';
import { toSocialMedia } from '../posts/post-view.js';
import { Media } from './media.entity.js';

export class MediaNotFoundError extends NotFoundError {
  constructor() {
    super('There is no image at this address.', 'MEDIA_NOT_FOUND');
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Images for posts: checked by decoding (JPEG, PNG or WebP), stored in PostgreSQL. */
@Injectable()
export class MediaService {
  constructor(
    @InjectRepository(Media) private readonly media: Repository<Media>,
    private readonly inspector: ImageInspector,
  ) {}

  async store(user: AuthUser, data: Buffer): Promise<SocialMedia> {
    const image = await this.inspector.inspect(data, ['jpeg', 'png', 'webp']);
    const saved = await this.media.save(
      this.media.create({
        userId: user.id,
        contentType: image.contentType as SocialMediaType,
        width: image.width,
        height: image.height,
        byteSize: data.length,
        data,
      }),
    );
    return toSocialMedia(saved);
  }

  /** The stored image, or its JPEG rendition with `format` `jpeg`. */
  async read(id: string, format?: 'jpeg'): Promise<{ data: Buffer; contentType: SocialMediaType }> {
    if (!UUID.test(id)) throw new MediaNotFoundError();
    const row = await this.media.findOne({
      where: { id },
      select: { id: true, contentType: true, data: true },
    });
    if (!row) throw new MediaNotFoundError();
    if (format === 'jpeg') return { data: await jpegRendition(row), contentType: 'image/jpeg' };
    return { data: row.data, contentType: row.contentType };
  }
}
