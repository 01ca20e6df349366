import { Controller, Get, Inject, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { currentRequestId, REDIS } from '@sandglass/server';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { GATEWAY_CONFIG } from '../tokens.js';
import type { GatewayConfig } from '../config.js';
import { serviceUrls, type ServiceName } from '../routes.js';
import { fetchJson } from '../upstream.js';

const CHECK_TIMEOUT_MS = 2000;

class ServiceHealthDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status: 'up' | 'down';

  @ApiProperty({
    description:
      'What the service reported about its own dependencies, or why it could not be reached.',
  })
  detail: unknown;
}

class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] })
  status: 'ok' | 'degraded';

  @ApiProperty({ example: { auth: { status: 'up' }, content: { status: 'up' } } })
  services: Record<string, ServiceHealthDto>;
}

@ApiTags('gateway')
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Health of every service, by name',
    description: '200 when all are up, 503 otherwise.',
  })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async health(@Res() res: Response): Promise<void> {
    const urls = serviceUrls(this.config);
    const entries = await Promise.all([
      ...(Object.keys(urls) as ServiceName[]).map(
        async (name) => [name, await this.check(urls[name])] as const,
      ),
      ['gateway', await this.checkRedis()] as const,
    ]);
    const services = Object.fromEntries(entries);
    const status = entries.every(([, result]) => result.status === 'up') ? 'ok' : 'degraded';
    res.setHeader('Cache-Control', 'no-store');
    res.status(status === 'ok' ? 200 : 503).json({ status, services });
  }

  private async check(baseUrl: string): Promise<ServiceHealthDto> {
    try {
      const { status, body } = await fetchJson(
        `${baseUrl}/health`,
        CHECK_TIMEOUT_MS,
        currentRequestId(),
      );
      return { status: status === 200 ? 'up' : 'down', detail: body };
    } catch (error) {
      return { status: 'down', detail: error instanceof Error ? error.message : String(error) };
    }
  }

  private async checkRedis(): Promise<ServiceHealthDto> {
    try {
      await this.redis.ping();
      return { status: 'up', detail: { redis: 'up' } };
    } catch (error) {
      return {
        status: 'down',
        detail: { redis: error instanceof Error ? error.message : String(error) },
      };
    }
  }
}
