import { NotFoundError } from '@sandglass/server';

export class UploadNotFoundError extends NotFoundError {
  constructor() {
    super('There is no uploaded file at this address.', 'UPLOAD_NOT_FOUND');
  }
}
