import { AppError } from '../errors/app-error.js';

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

export class ImageTooLargeError extends AppError {
  constructor(maxBytes: number) {
    super(
      'IMAGE_TOO_LARGE',
      `The image is larger than ${megabytes(maxBytes)} MB. Choose a smaller file or compress it first.`,
    );
  }
}

export class NotAnImageError extends AppError {
  /** `formats`: the names of the accepted formats, e.g. ['PNG', 'JPEG', 'WebP']. */
  constructor(formats: readonly string[]) {
    const names =
      formats.length > 1
        ? `${formats.slice(0, -1).join(', ')} or ${formats[formats.length - 1]}`
        : formats.join('');
    super(
      'NOT_AN_IMAGE',
      `This file is not a ${names} image. Choose an image in one of those formats.`,
    );
  }
}

export class TooManyPixelsError extends AppError {
  constructor(maxMegapixels: number, width: number, height: number) {
    const megapixels = Math.round((width * height) / 100_000) / 10;
    super(
      'IMAGE_TOO_MANY_PIXELS',
      `The image is ${width} × ${height} pixels (${megapixels} megapixels); images can have at most ${maxMegapixels} megapixels. Resize it and try again.`,
    );
  }
}

export class NotMultipartError extends AppError {
  constructor() {
    super(
      'UPLOAD_NOT_MULTIPART',
      'Send the image as multipart/form-data, in a form field named "file".',
    );
  }
}

export class UploadUnreadableError extends AppError {
  constructor(message: string) {
    super('UPLOAD_UNREADABLE', message);
  }
}
