import { AppError, NotFoundError } from '@sandglass/server';
import { UPLOAD_MAX_BYTES } from '@sandglass/shared';

const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);

export class ImageTooLargeError extends AppError {
  constructor() {
    super(
      413,
      'IMAGE_TOO_LARGE',
      `The image is larger than ${MAX_MB} MB. Choose a smaller file or compress it first.`,
    );
  }
}

export class NotAnImageError extends AppError {
  constructor() {
    super(
      415,
      'NOT_AN_IMAGE',
      'This file is not a PNG, JPEG, WebP or GIF image. Choose an image in one of those formats.',
    );
  }
}

export class TooManyPixelsError extends AppError {
  constructor(maxMegapixels: number) {
    super(
      400,
      'IMAGE_TOO_MANY_PIXELS',
      `The image has more than ${maxMegapixels} megapixels. Resize it and try again.`,
    );
  }
}

export class NotMultipartError extends AppError {
  constructor() {
    super(
      415,
      'UPLOAD_NOT_MULTIPART',
      'Send the image as multipart/form-data, in a form field named "file".',
    );
  }
}

export class UploadUnreadableError extends AppError {
  constructor(message: string) {
    super(400, 'UPLOAD_UNREADABLE', message);
  }
}

export class UploadNotFoundError extends NotFoundError {
  constructor() {
    super('There is no uploaded file at this address.', 'UPLOAD_NOT_FOUND');
  }
}
