import { ConflictError, ForbiddenError, NotFoundError } from '@sandglass/server';

export class EmailNotVerifiedError extends ForbiddenError {
  constructor() {
    super(
      'Confirm your email address first: follow the link we sent you, or ask for a new one on your account page.',
      'EMAIL_NOT_VERIFIED',
    );
  }
}

export class AlreadyMemberError extends ConflictError {
  constructor() {
    super('Your account is already a member account.', 'ALREADY_MEMBER');
  }
}

export class MembershipRequestPendingError extends ConflictError {
  constructor() {
    super(
      'You have already asked to become a member; we will answer by email.',
      'MEMBERSHIP_REQUEST_PENDING',
    );
  }
}

export class MembershipRequestNotFoundError extends NotFoundError {
  constructor() {
    super('No membership request has this id.', 'MEMBERSHIP_REQUEST_NOT_FOUND');
  }
}

export class MembershipRequestDecidedError extends ConflictError {
  constructor() {
    super(
      'This membership request was already answered. Reload the list to see its state.',
      'MEMBERSHIP_REQUEST_DECIDED',
    );
  }
}
