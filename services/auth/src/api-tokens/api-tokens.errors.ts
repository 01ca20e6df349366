import { ConflictError, NotFoundError } from '@sandglass/server';

export class ApiTokenNotFoundError extends NotFoundError {
  constructor() {
    super(
      'You have no API token with this id. It may have been revoked already.',
      'API_TOKEN_NOT_FOUND',
    );
  }
}

export class ApiTokenLimitError extends ConflictError {
  constructor(limit: number) {
    super(
      `You already have ${limit} API tokens, the most allowed. Revoke one you no longer use first.`,
      'API_TOKEN_LIMIT',
    );
  }
}
