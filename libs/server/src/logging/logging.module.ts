import { Module, type DynamicModule } from '@nestjs/common';
import type { LogLevel } from '../config/base-config.js';
import { createLogger } from './logger.js';

/**
 * The process's one pino logger, `@Inject(LOGGER) logger: Logger`: every app module imports
 * LoggingModule.forRoot, and the same instance carries Nest's own messages, the request log
 * and the error filter (createServiceApp, the worker's entry point).
 */
export const LOGGER = Symbol('LOGGER');

@Module({})
export class LoggingModule {
  static forRoot(service: string, level: LogLevel): DynamicModule {
    return {
      module: LoggingModule,
      global: true,
      providers: [{ provide: LOGGER, useValue: createLogger(service, level) }],
      exports: [LOGGER],
    };
  }
}
