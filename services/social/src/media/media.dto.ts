import { ApiProperty } from '@nestjs/swagger';
import { SOCIAL_MEDIA_TYPES, type SocialMedia, type SocialMediaType } from '@sandglass/shared';

/** An uploaded image as the API answers it (POST /api/social/media, and in a post's `media`). */
export class SocialMediaDto implements SocialMedia {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: '/api/social/media/0b0e8d5e-3f5a-4b8f-9f59-6a2f3c1d2e4f' })
  url: string;

  @ApiProperty({ enum: SOCIAL_MEDIA_TYPES })
  contentType: SocialMediaType;

  @ApiProperty({ example: 1080 })
  width: number;

  @ApiProperty({ example: 1080 })
  height: number;
}
