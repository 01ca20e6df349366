import { Controller, Get, Res } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { DependencyHealthDto, healthReport, HealthReportDto, sendHealth } from '@sandglass/server';
import type { Response } from 'express';
import { RateLimitRedisHealth } from '../rate-limit/rate-limit-redis.js';
import { ServiceHealthChecks } from './service-health.js';

/**
 * `GET /api/health`: the shared health report (as every service's /health) whose checks are
 * each service by name plus the Redis the rate limits count in.
 */
@ApiTags('gateway')
@ApiExtraModels(DependencyHealthDto)
@Controller('api/health')
export class GatewayHealthController {
  constructor(
    private readonly services: ServiceHealthChecks,
    private readonly redis: RateLimitRedisHealth,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Health of every service, by name, and of the gateway’s Redis',
    description: '200 when all are up, 503 otherwise.',
  })
  @ApiOkResponse({ type: HealthReportDto })
  @ApiServiceUnavailableResponse({ type: HealthReportDto })
  async health(@Res() res: Response): Promise<void> {
    sendHealth(res, await healthReport('gateway', [...this.services.checks, this.redis]));
  }
}
