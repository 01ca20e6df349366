import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  Clock,
  DatabaseModule,
  HEALTH_CHECK_DATABASE,
  HEALTH_CHECK_REDIS,
  HealthModule,
  JwtVerifyModule,
  LoggingModule,
  RedisModule,
} from '@sandglass/server';
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
      imports: [
        LoggingModule.forRoot('auth', config.LOG_LEVEL),
        DatabaseModule.forRoot({ url: config.DATABASE_URL, ...AUTH_DATABASE }),
        TypeOrmModule.forFeature(AUTH_DATABASE.entities),
        RedisModule.forRoot(config),
        JwtVerifyModule.forRoot(keys.publicKey),
        HealthModule.forRoot('auth', [HEALTH_CHECK_DATABASE, HEALTH_CHECK_REDIS]),
      ],
      controllers: [SessionsController, UsersController],
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
      ],
    };
  }
}
