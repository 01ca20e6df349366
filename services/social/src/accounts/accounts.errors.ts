import { AppError, NotFoundError } from '@sandglass/server';
import { PLATFORM_DISPLAY_NAME, type SocialPlatform } from '@sandglass/shared';

export class AccountNotFoundError extends NotFoundError {
  constructor(platform: SocialPlatform) {
    super(`You have no ${PLATFORM_DISPLAY_NAME[platform]} account connected.`, 'ACCOUNT_NOT_FOUND');
  }
}

export class PlatformNotConfiguredError extends AppError {
  constructor(platform: SocialPlatform) {
    super(
      'PLATFORM_NOT_CONFIGURED',
      `${PLATFORM_DISPLAY_NAME[platform]} is not set up on this server: an administrator must add its client id and secret first.`,
      [
        {
          field: 'platform',
          message: `${PLATFORM_DISPLAY_NAME[platform]} is not set up on this server.`,
        },
      ],
    );
  }
}

export class NoPageChoiceError extends NotFoundError {
  constructor() {
    super(
      'There are no Facebook Pages waiting for your choice (the choice lasts 10 minutes). Connect Facebook again.',
      'NO_PAGE_CHOICE',
    );
  }
}

export class UnknownPageError extends AppError {
  constructor() {
    super(
      'UNKNOWN_PAGE',
      'Choose one of the Pages listed by GET /api/social/accounts/facebook/pages.',
      [{ field: 'pageId', message: 'Choose one of the Pages you manage.' }],
    );
  }
}
