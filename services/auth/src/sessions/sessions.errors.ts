import { UnauthorizedError } from '@sandglass/server';

export class SessionEndedError extends UnauthorizedError {
  constructor() {
    super('Your session has ended. Sign in again.', 'SESSION_ENDED');
  }
}
