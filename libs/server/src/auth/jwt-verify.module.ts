import { Module, type DynamicModule } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { readPem } from '../config/pem.js';
import { DEFAULT_AUTH_URL, type JwtVerifySettings } from '../config/base-config.js';
import { ApiTokenVerifier, AUTH_SERVICE_URL } from './api-tokens.js';
import { ApiTokenCheck, JwtAuthGuard, OptionalJwtAuthGuard, RolesGuard } from './guards.js';
import { JWT_PUBLIC_KEY, JwtStrategy } from './jwt.strategy.js';
import { AccessRevocations } from './revocation.js';

/**
 * Makes `@Auth()` work in a service: the passport-jwt strategy with the configured public key,
 * and the revocation check, which reads Redis (the service imports `RedisModule.forRoot`).
 */
@Module({})
export class JwtVerifyModule {
  /**
   * `source` is the PEM public key itself (the auth service, whose operations all need a
   * signed-in session, so it never looks a personal API token up), or the settings that name it
   * and AUTH_URL, where personal API tokens (`sgv_…`) are looked up.
   */
  static forRoot(source: string | JwtVerifySettings): DynamicModule {
    const publicKey =
      typeof source === 'string'
        ? source
        : readPem('JWT_PUBLIC_KEY', source.JWT_PUBLIC_KEY, source.JWT_PUBLIC_KEY_FILE);
    return {
      module: JwtVerifyModule,
      global: true,
      imports: [PassportModule],
      providers: [
        { provide: JWT_PUBLIC_KEY, useValue: publicKey },
        {
          provide: AUTH_SERVICE_URL,
          useValue: (typeof source === 'string' ? undefined : source.AUTH_URL) ?? DEFAULT_AUTH_URL,
        },
        AccessRevocations,
        ApiTokenVerifier,
        ApiTokenCheck,
        JwtStrategy,
        JwtAuthGuard,
        OptionalJwtAuthGuard,
        RolesGuard,
      ],
      exports: [
        JwtAuthGuard,
        OptionalJwtAuthGuard,
        RolesGuard,
        JWT_PUBLIC_KEY,
        AccessRevocations,
        ApiTokenVerifier,
        ApiTokenCheck,
      ],
    };
  }
}
