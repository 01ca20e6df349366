import { NotFoundError, UnauthorizedError } from '@sandglass/server';

export class SessionEndedError extends UnauthorizedError {
  constructor() {
    super('Your session has ended. Sign in again.', 'SESSION_ENDED');
  }
}

export class SessionNotFoundError extends NotFoundError {
  constructor() {
    super('None of your sign-ins has this id. It may have ended already.', 'SESSION_NOT_FOUND');
  }
}
