import { ApiProperty } from '@nestjs/swagger';
import { UPLOAD_CONTENT_TYPES, type UploadContentType, type UploadResult } from '@sandglass/shared';

export class UploadResultDto implements UploadResult {
  @ApiProperty({
    example: '/api/uploads/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.png',
    description: 'Use it as a logo, photo or featured image; it never changes for these bytes.',
  })
  url: string;

  @ApiProperty({ enum: UPLOAD_CONTENT_TYPES })
  contentType: UploadContentType;

  @ApiProperty({ example: 1200 })
  width: number;

  @ApiProperty({ example: 630 })
  height: number;

  @ApiProperty({ example: 48213, description: 'Bytes.' })
  size: number;
}

export class UploadFormDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'PNG, JPEG, WebP or GIF.' })
  file: unknown;
}
