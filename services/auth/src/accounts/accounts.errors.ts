import { AppError, ForbiddenError } from '@sandglass/server';

export class AccountLinkInvalidError extends AppError {
  constructor(what: string) {
    super(
      'ACCOUNT_LINK_INVALID',
      `This ${what} link does not work any more: it was used already, has expired, or was replaced by a newer one. Ask for a new one.`,
    );
  }
}

export class PasswordIncorrectError extends AppError {
  constructor(field: string) {
    super('PASSWORD_INCORRECT', 'Your current password is not right. Try again.', [
      { field, message: 'Your current password is not right. Try again.' },
    ]);
  }
}

export class AdminDeletionError extends ForbiddenError {
  constructor() {
    super(
      'An admin account cannot be deleted by its owner. Ask another admin to change your role first.',
    );
  }
}
