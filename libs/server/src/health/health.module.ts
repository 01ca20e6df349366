import { Module, type DynamicModule } from '@nestjs/common';
import { HEALTH_CHECKS, HealthController, SERVICE_NAME } from './health.controller.js';

/** `GET /health` over the named checks (tokens such as HEALTH_CHECK_DATABASE). */
@Module({})
export class HealthModule {
  static forRoot(service: string, checkTokens: symbol[]): DynamicModule {
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
