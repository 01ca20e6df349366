import { Module, type DynamicModule, type Type } from '@nestjs/common';
import type { HealthCheck } from './health-check.js';
import { HEALTH_CHECKS, HealthController, SERVICE_NAME } from './health.controller.js';

/**
 * `GET /health` over the named checks: tokens such as HEALTH_CHECK_DATABASE, or the classes of
 * globally provided checks.
 */
@Module({})
export class HealthModule {
  static forRoot(service: string, checkTokens: Array<symbol | Type<HealthCheck>>): DynamicModule {
    return {
      module: HealthModule,
      controllers: [HealthController],
      providers: [
        { provide: SERVICE_NAME, useValue: service },
        {
          provide: HEALTH_CHECKS,
          useFactory: (...checks: unknown[]) => checks,
          inject: checkTokens,
        },
      ],
    };
  }
}
