import { Module, type DynamicModule } from '@nestjs/common';
import { PLATFORM_SETTINGS, PlatformRegistry } from './platform-registry.js';
import type { PlatformSettings } from './platforms.config.js';

/**
 * Provides the PlatformRegistry to the API and the worker, from the service's config: to every
 * module of theirs (accounts, posts, publishing).
 */
@Module({})
export class PlatformsModule {
  static forRoot(settings: PlatformSettings): DynamicModule {
    return {
      module: PlatformsModule,
      global: true,
      providers: [{ provide: PLATFORM_SETTINGS, useValue: settings }, PlatformRegistry],
      exports: [PlatformRegistry],
    };
  }
}
