import { Body, Controller, Inject, Injectable, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiExcludeController, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Auth, CurrentUser, LOGGER, TokenScope, type AuthUser } from '@sandglass/server';
import {
  SOCIAL_MEDIA_MAX_BYTES,
  SOCIAL_PLATFORMS,
  UPLOADS_PATH,
  type ScheduledPost,
} from '@sandglass/shared';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { SOCIAL_CONFIG } from '../common/tokens.js';
import { ConnectedAccount } from '../connected-accounts/connected-account.entity.js';
import { MediaService } from '../media/media.service.js';
import { PlatformRegistry } from '../platforms/platform-registry.js';
import { PostsService } from './posts.service.js';

/** What shared drafts read of the service's config (SocialConfig). */
export interface SharedDraftsSettings {
  readonly contentUrl: string;
}

/** An image in the content service's upload store: the only images a share may bring. */
const CONTENT_UPLOAD = new RegExp(
  `^${UPLOADS_PATH.replace(/\//g, '\\/')}[a-f0-9]{64}\\.(png|jpg|webp)$`,
);

const IMAGE_WAIT_MS = 10_000;

export class ShareDraftDto {
  @ApiProperty({
    example: 'blog:0b0e8d5e-3f5a-4b8f-9f59-6a2f3c1d2e4f:2026-11-26T10:00:00.000Z',
    description: 'What the draft is made from: the same key again answers the same draft.',
  })
  @IsString({ message: 'sourceKey must be text.' })
  @IsNotEmpty({ message: 'sourceKey must not be blank.' })
  @MaxLength(200, { message: 'sourceKey can be at most 200 characters.' })
  sourceKey: string;

  @ApiProperty({ description: 'The text of the draft.' })
  @IsString({ message: 'Text must be text.' })
  @IsNotEmpty({ message: 'Enter the text of the post.' })
  @MaxLength(63_206, { message: 'Text can be at most 63,206 characters.' })
  text: string;

  @ApiPropertyOptional({
    example: '/api/uploads/<sha256>.png',
    description: 'An image of the content service’s upload store, attached as the post’s image.',
  })
  @IsOptional()
  @IsString({ message: 'imagePath must be text.' })
  @Matches(CONTENT_UPLOAD, { message: 'imagePath must be a PNG, JPEG or WebP upload path.' })
  imagePath?: string;
}

/**
 * Drafts other services make for the caller (the content service, when an admin publishes an
 * article with "Share on social"): for every platform the caller has connected (Instagram only
 * with an image), with the image fetched from the content service's upload store. One draft
 * per source key and owner, however often it is asked.
 */
@Injectable()
export class SharedDrafts {
  constructor(
    private readonly posts: PostsService,
    private readonly media: MediaService,
    private readonly platforms: PlatformRegistry,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SOCIAL_CONFIG) private readonly config: SharedDraftsSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async share(user: AuthUser, dto: ShareDraftDto): Promise<ScheduledPost> {
    const existing = await this.posts.draftFrom(user.id, dto.sourceKey);
    if (existing) return this.posts.read(user, existing.id);
    const mediaIds = dto.imagePath ? await this.image(user, dto.imagePath) : [];
    const accounts = await this.dataSource
      .getRepository(ConnectedAccount)
      .find({ where: { userId: user.id, status: 'connected' }, select: { platform: true } });
    const platforms = SOCIAL_PLATFORMS.filter(
      (platform) =>
        accounts.some((account) => account.platform === platform) &&
        this.platforms.isConfigured(platform) &&
        (platform !== 'instagram' || mediaIds.length > 0),
    );
    return this.posts.createDraft(
      user.id,
      { text: dto.text, mediaIds, platforms, campaignLinks: true },
      null,
      dto.sourceKey,
    );
  }

  /** The image stored among the caller's post images, or none (logged) when it cannot be. */
  private async image(user: AuthUser, path: string): Promise<string[]> {
    const url = `${this.config.contentUrl}${path}`;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(IMAGE_WAIT_MS) });
      if (!response.ok) throw new Error(`the content service answered ${response.status}`);
      const data = Buffer.from(await response.arrayBuffer());
      if (data.length > SOCIAL_MEDIA_MAX_BYTES) throw new Error('the image is over 5 MB');
      const stored = await this.media.store(user, data);
      return [stored.id];
    } catch (error) {
      this.logger.warn(
        { err: error, path, userId: user.id },
        'a shared draft is made without its image',
      );
      return [];
    }
  }
}

/**
 * For other services, with the caller's own token (an admin's); outside /api, so the gateway
 * never routes it.
 */
@ApiExcludeController()
@Controller('internal/social')
@Auth('admin')
@TokenScope('social:write')
export class SharedDraftsController {
  constructor(private readonly drafts: SharedDrafts) {}

  @Post('drafts')
  share(@CurrentUser() user: AuthUser, @Body() dto: ShareDraftDto): Promise<ScheduledPost> {
    return this.drafts.share(user, dto);
  }
}
