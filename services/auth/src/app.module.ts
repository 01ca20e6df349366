import { Module, type DynamicModule } from '@nestjs/common';
import { Clock, MailModule, serviceInfrastructure } from '@sandglass/server';
import { AccountDeletions } from './accounts/account-deletions.js';
import { ServiceExports } from './accounts/account-export.js';
import { AccountLinks } from './accounts/account-links.js';
import { AccountTokenRepository } from './accounts/account-token.repository.js';
import { AccountsController } from './accounts/accounts.controller.js';
import { AccountsService } from './accounts/accounts.service.js';
import {
  ApiTokensController,
  ApiTokenVerifyController,
} from './api-tokens/api-tokens.controller.js';
import { ApiTokenRepository } from './api-tokens/api-tokens.repository.js';
import { ApiTokensService } from './api-tokens/api-tokens.service.js';
import type { AuthConfig } from './config.js';
import { AUTH_DATABASE } from './database.js';
import { AccessTokenSigner, JWT_PRIVATE_KEY } from './sessions/access-token.signer.js';
import { PasswordHasher } from './sessions/password-hasher.js';
import { SessionsController } from './sessions/sessions.controller.js';
import { RefreshTokenRepository } from './sessions/refresh-token.repository.js';
import { SessionsService } from './sessions/sessions.service.js';
import { signingKeys } from './signing-key.js';
import { MembershipController } from './membership/membership.controller.js';
import { MembershipRepository } from './membership/membership.repository.js';
import { MembershipService } from './membership/membership.service.js';
import { NotificationsController } from './notifications/notifications.controller.js';
import { NotificationsService } from './notifications/notifications.service.js';
import { AUTH_CONFIG } from './tokens.js';
import { AdminAccount } from './users/admin-account.js';
import { UserDirectoryController } from './users/user-directory.controller.js';
import { UsersController } from './users/users.controller.js';
import { UserRepository } from './users/user.repository.js';
import { UsersService } from './users/users.service.js';

@Module({})
export class AuthAppModule {
  /** `clock` replaces the real clock (tests use it to move time forward). */
  static forRoot(config: AuthConfig, clock: Clock = new Clock()): DynamicModule {
    const keys = signingKeys(config);
    return {
      module: AuthAppModule,
      imports: [
        ...serviceInfrastructure('auth', config, AUTH_DATABASE, keys.publicKey),
        MailModule.forRoot(config),
      ],
      controllers: [
        SessionsController,
        AccountsController,
        MembershipController,
        UsersController,
        UserDirectoryController,
        ApiTokensController,
        ApiTokenVerifyController,
        NotificationsController,
      ],
      providers: [
        { provide: AUTH_CONFIG, useValue: config },
        { provide: JWT_PRIVATE_KEY, useValue: keys.privateKey },
        { provide: Clock, useValue: clock },
        PasswordHasher,
        AccessTokenSigner,
        UserRepository,
        RefreshTokenRepository,
        UsersService,
        SessionsService,
        AdminAccount,
        ApiTokenRepository,
        ApiTokensService,
        AccountTokenRepository,
        AccountLinks,
        AccountsService,
        AccountDeletions,
        ServiceExports,
        MembershipRepository,
        MembershipService,
        NotificationsService,
      ],
    };
  }
}
