import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '@sandglass/server';
import { TokenCipher } from './connected-accounts/token-cipher.js';
import type { SocialConfig } from './config.js';
import { SOCIAL_DATABASE } from './database.js';
import { PostEvents } from './events/post-events.js';
import { SOCIAL_CONFIG } from './common/tokens.js';

/**
 * What the API and the worker processes both need beside the database and Redis modules: the
 * config, the entities' repositories, the token cipher, post events and the clock.
 */
@Module({})
export class SocialCoreModule {
  /** `clock` replaces the real clock (tests move time with it). */
  static forRoot(config: SocialConfig, clock: Clock = new Clock()): DynamicModule {
    return {
      module: SocialCoreModule,
      global: true,
      imports: [TypeOrmModule.forFeature(SOCIAL_DATABASE.entities)],
      providers: [
        { provide: SOCIAL_CONFIG, useValue: config },
        { provide: Clock, useValue: clock },
        { provide: TokenCipher, useValue: TokenCipher.fromKey(config.SOCIAL_TOKEN_KEY) },
        PostEvents,
      ],
      exports: [TypeOrmModule, SOCIAL_CONFIG, Clock, TokenCipher, PostEvents],
    };
  }
}
