import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationFailedError,
} from '@sandglass/server';

export class BlogPostNotFoundError extends NotFoundError {
  constructor() {
    super('There is no published article at this address.', 'BLOG_POST_NOT_FOUND');
  }
}

export class BlogPostIdNotFoundError extends NotFoundError {
  constructor() {
    super('No article has this id.', 'BLOG_POST_NOT_FOUND');
  }
}

export class BlogSlugTakenError extends ConflictError {
  constructor(slug: string) {
    super(
      `Another article already uses the slug "${slug}". Choose another one.`,
      'BLOG_SLUG_TAKEN',
    );
  }
}

export class UnknownAuthorError extends ValidationFailedError {
  constructor() {
    super([{ field: 'authorId', message: 'No team member has this id. Choose another author.' }]);
  }
}

export class DraftsNeedSignInError extends UnauthorizedError {
  constructor() {
    super('Sign in as an admin to see drafts.');
  }
}

export class DraftsNeedAdminError extends ForbiddenError {
  constructor() {
    super('Only admins can see drafts.');
  }
}
