import { AppError, ConflictError, ForbiddenError, NotFoundError } from '@sandglass/server';

export class EmailTakenError extends ConflictError {
  constructor() {
    super(
      'An account with this email already exists. Sign in instead, or use another email.',
      'EMAIL_TAKEN',
    );
  }
}

export class UserNotFoundError extends NotFoundError {
  constructor() {
    super('No user has this id.', 'USER_NOT_FOUND');
  }
}

export class OwnRoleChangeError extends ForbiddenError {
  constructor() {
    super('You cannot change your own role. Ask another admin to do it.', 'OWN_ROLE_CHANGE');
  }
}

export class InvalidCredentialsError extends AppError {
  constructor() {
    super('INVALID_CREDENTIALS', 'Invalid email or password.');
  }
}
