import { NotFoundError } from '@sandglass/server';

export class ContactSubmissionNotFoundError extends NotFoundError {
  constructor() {
    super('No contact submission has this id.', 'CONTACT_SUBMISSION_NOT_FOUND');
  }
}
