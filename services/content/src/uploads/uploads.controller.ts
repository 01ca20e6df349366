/// <reference types="multer" />
import { Controller, Get, Param, Post, Res, UploadedFile } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, ErrorResponse, TokenScope } from '@sandglass/server';
import { ImageUpload, UploadUnreadableError, sendImage } from '@sandglass/server/uploads';
import { UPLOAD_MAX_BYTES, type UploadResult } from '@sandglass/shared';
import type { Response } from 'express';
import { UploadFormDto, UploadResultDto } from './uploads.dto.js';
import { UploadsService } from './uploads.service.js';

@ApiTags('content: uploads')
@Controller('api/uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post()
  @Auth('admin')
  @TokenScope('content:write')
  @ImageUpload({
    maxBytes: UPLOAD_MAX_BYTES,
    summary: 'Upload an image (admin)',
    description:
      'One PNG, JPEG, WebP or GIF of at most 2 MB in the multipart field "file". The type is decided by decoding the content.',
    form: UploadFormDto,
    result: UploadResultDto,
    tooLarge: 'Larger than 2 MB.',
    unsupported: 'Not a supported image.',
  })
  upload(@UploadedFile() file: Express.Multer.File | undefined): Promise<UploadResult> {
    if (!file) {
      throw new UploadUnreadableError('Choose an image to upload, in a form field named "file".');
    }
    return this.uploads.store(file.buffer);
  }

  @Get(':name')
  @ApiOperation({
    summary: 'An uploaded image',
    description: 'Cached for a year: the name is the hash of the content.',
  })
  @ApiProduces('image/png', 'image/jpeg', 'image/webp', 'image/gif')
  @ApiOkResponse({ description: 'The image.' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async read(@Param('name') name: string, @Res() res: Response): Promise<void> {
    sendImage(res, await this.uploads.read(name));
  }
}
