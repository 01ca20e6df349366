/// <reference types="multer" />
import { Controller, Get, Param, Post, Query, Res, UploadedFile } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import {
  Auth,
  CurrentUser,
  DeleteEndpoint,
  ErrorResponse,
  IdParam,
  type AuthUser,
} from '@sandglass/server';
import { ImageUpload, UploadUnreadableError, sendImage } from '@sandglass/server/uploads';
import { SOCIAL_MEDIA_MAX_BYTES, type SocialMedia } from '@sandglass/shared';
import { IsIn, IsOptional } from 'class-validator';
import type { Response } from 'express';
import { SocialMediaDto } from './media.dto.js';
import { MediaNotFoundError, MediaService } from './media.service.js';

class MediaReadQuery {
  @ApiPropertyOptional({
    enum: ['jpeg'],
    description:
      'The image as JPEG (Instagram publishes nothing else); a JPEG comes back as it is.',
  })
  @IsOptional()
  @IsIn(['jpeg'], { message: 'Format can only be jpeg.' })
  format?: 'jpeg';
}

class MediaFormDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, ≤ 5 MB.' })
  file: unknown;
}

@ApiTags('social: media')
@Controller('api/social/media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Post()
  @Auth('member')
  @ImageUpload({
    maxBytes: SOCIAL_MEDIA_MAX_BYTES,
    summary: 'Upload an image for a post',
    description:
      'One JPEG, PNG or WebP of at most 5 MB and 16 megapixels in the multipart field "file"; the type is decided by decoding the content, not by its name. Attach it with content.mediaIds (up to 4 per post; Instagram needs one). Each member keeps at most SOCIAL_MEDIA_QUOTA_MB (200 MB by default) of images: an upload past it is a 409 MEDIA_QUOTA_FULL saying how much is used; DELETE /api/social/media/{id} frees room.',
    form: MediaFormDto,
    result: SocialMediaDto,
    tooLarge: 'Larger than 5 MB.',
    unsupported: 'Not a JPEG, PNG or WebP image.',
  })
  @ApiConflictResponse({
    description: 'The image would take the member over SOCIAL_MEDIA_QUOTA_MB (MEDIA_QUOTA_FULL).',
    type: ErrorResponse,
  })
  upload(
    @CurrentUser() user: AuthUser,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<SocialMedia> {
    if (!file) {
      throw new UploadUnreadableError('Choose an image to upload, in a form field named "file".');
    }
    return this.media.store(user, file.buffer);
  }

  @DeleteEndpoint({
    summary: 'Delete one of your images',
    description:
      'Frees its room in your SOCIAL_MEDIA_QUOTA_MB. Only images no post uses can be deleted; another member’s image is a 404.',
    conflict: 'A post uses this image (MEDIA_IN_USE).',
  })
  @Auth('member')
  remove(
    @CurrentUser() user: AuthUser,
    @IdParam(() => new MediaNotFoundError()) id: string,
  ): Promise<void> {
    return this.media.remove(user, id);
  }

  @Get(':id')
  @ApiOperation({
    summary: 'An uploaded image (public)',
    description:
      'No sign-in: Instagram and Facebook fetch post images by this address (Instagram with ?format=jpeg). Cached for a year (an id never changes its bytes).',
  })
  @ApiProduces('image/jpeg', 'image/png', 'image/webp')
  @ApiOkResponse({ description: 'The image.' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async read(
    @Param('id') id: string,
    @Query() query: MediaReadQuery,
    @Res() res: Response,
  ): Promise<void> {
    sendImage(res, await this.media.read(id, query.format));
  }
}
