import { Module, type DynamicModule } from '@nestjs/common';
import { Clock, serviceInfrastructure } from '@sandglass/server';
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
import { AUTH_CONFIG } from './tokens.js';
import { AdminAccount } from './users/admin-account.js';
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
      imports: serviceInfrastructure('auth', config, AUTH_DATABASE, keys.publicKey),
      controllers: [
        SessionsController,
        UsersController,
        ApiTokensController,
        ApiTokenVerifyController,
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
      ],
    };
  }
}
