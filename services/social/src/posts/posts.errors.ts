import { ConflictError, ForbiddenError, NotFoundError } from '@sandglass/server';

export class PostNotFoundError extends NotFoundError {
  constructor() {
    super('There is no post with this id among yours.', 'POST_NOT_FOUND');
  }
}

export class PostNotEditableError extends ConflictError {
  constructor(reason: string) {
    super(reason, 'POST_NOT_EDITABLE');
  }
}

export class PostNotCancellableError extends ConflictError {
  constructor(reason: string) {
    super(reason, 'POST_NOT_CANCELLABLE');
  }
}

export class NothingToRetryError extends ConflictError {
  constructor(reason: string) {
    super(reason, 'NOTHING_TO_RETRY');
  }
}

export class AllPostsForbiddenError extends ForbiddenError {
  constructor() {
    super('Only admins can list every member’s posts. Leave out scope=all.', 'SCOPE_FORBIDDEN');
  }
}
