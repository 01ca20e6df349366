import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ConflictError, NotFoundError, type AuthUser } from '@sandglass/server';
import { ImageInspector, jpegRendition } from '@sandglass/server/uploads';
import type { SocialMedia, SocialMediaType } from '@sandglass/shared';
import { QueryFailedError, type Repository } from 'typeorm';
import { SOCIAL_CONFIG } from '../common/tokens.js';
import { toSocialMedia } from './media-view.js';
import { Media } from './media.entity.js';

/** What media reads of the service's config (SocialConfig). */
export interface MediaSettings {
  readonly SOCIAL_MEDIA_QUOTA_MB: number;
}

export class MediaNotFoundError extends NotFoundError {
  constructor() {
    super('There is no image at this address.', 'MEDIA_NOT_FOUND');
  }
}

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(Math.ceil((bytes / MB) * 10) / 10).toFixed(1)} MB`;

export class MediaQuotaFullError extends ConflictError {
  constructor(used: number, adding: number, quotaMb: number) {
    super(
      `Your post images take ${megabytes(used)} of your ${quotaMb} MB, so this ${megabytes(adding)} image does not fit. Delete images no post uses (DELETE /api/social/media/{id}), or upload a smaller one.`,
      'MEDIA_QUOTA_FULL',
    );
  }
}

export class MediaInUseError extends ConflictError {
  constructor() {
    super(
      'A post uses this image, so it cannot be deleted. Take it out of the post first (a pending post can be edited).',
      'MEDIA_IN_USE',
    );
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Images for posts: checked by decoding (JPEG, PNG or WebP), stored in PostgreSQL, at most
 * SOCIAL_MEDIA_QUOTA_MB per member, counted from the stored sizes.
 */
@Injectable()
export class MediaService {
  constructor(
    @InjectRepository(Media) private readonly media: Repository<Media>,
    private readonly inspector: ImageInspector,
    @Inject(SOCIAL_CONFIG) private readonly config: MediaSettings,
  ) {}

  async store(user: AuthUser, data: Buffer): Promise<SocialMedia> {
    const image = await this.inspector.inspect(data, ['jpeg', 'png', 'webp']);
    const saved = await this.media.manager.transaction(async (manager) => {
      // One member's uploads take turns here, so parallel ones cannot all fit the same room.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `sandglass:media-quota:${user.id}`,
      ]);
      const [{ used }] = (await manager.query(
        'SELECT coalesce(sum(byte_size), 0)::bigint AS used FROM social.media WHERE user_id = $1',
        [user.id],
      )) as { used: string }[];
      const quota = this.config.SOCIAL_MEDIA_QUOTA_MB;
      if (Number(used) + data.length > quota * MB) {
        throw new MediaQuotaFullError(Number(used), data.length, quota);
      }
      return manager.save(
        manager.create(Media, {
          userId: user.id,
          contentType: image.contentType as SocialMediaType,
          width: image.width,
          height: image.height,
          byteSize: data.length,
          data,
        }),
      );
    });
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

  /** Deletes one of the member's images that no post uses, freeing its room in the quota. */
  async remove(user: AuthUser, id: string): Promise<void> {
    if (!(await this.media.existsBy({ id, userId: user.id }))) throw new MediaNotFoundError();
    try {
      await this.media.delete({ id, userId: user.id });
    } catch (error) {
      // A post uses it: post_media's foreign key refuses the delete (ON DELETE RESTRICT), so
      // media needs no knowledge of posts, and a post taking it up meanwhile is refused too.
      const code =
        error instanceof QueryFailedError && (error.driverError as { code?: string }).code;
      if (code === FOREIGN_KEY_VIOLATION) throw new MediaInUseError();
      throw error;
    }
  }
}
