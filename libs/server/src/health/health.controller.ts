import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiExcludeController, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { DependencyHealth, HealthReport } from '@sandglass/shared';
import type { Response } from 'express';
import { HealthCheckFailure, type HealthCheck } from './health-check.js';

export const HEALTH_CHECKS = Symbol('HEALTH_CHECKS');
export const SERVICE_NAME = Symbol('SERVICE_NAME');

const CHECK_TIMEOUT_MS = 2000;

export class DependencyHealthDto implements DependencyHealth {
  @ApiProperty({ enum: ['up', 'down'] })
  status: 'up' | 'down';

  @ApiProperty({ description: 'How long the check took.' })
  ms: number;

  @ApiPropertyOptional({ description: 'Why it is down.' })
  error?: string;

  @ApiPropertyOptional({ description: 'What it reported about itself (a service: its report).' })
  detail?: unknown;
}

/** The shared health body, for Swagger. */
export class HealthReportDto implements HealthReport {
  @ApiProperty({ enum: ['ok', 'down'] })
  status: 'ok' | 'down';

  @ApiProperty({ example: 'gateway' })
  service: string;

  @ApiProperty()
  uptimeSeconds: number;

  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: '#/components/schemas/DependencyHealthDto' },
    example: { redis: { status: 'up', ms: 1 }, auth: { status: 'up', ms: 4 } },
  })
  checks: Record<string, DependencyHealthDto>;
}

/** Runs every check at once (each within 2 s) and reports: `ok` only when all are up. */
export async function healthReport(service: string, checks: HealthCheck[]): Promise<HealthReport> {
  const results = await Promise.all(checks.map((check) => run(check)));
  return {
    status: results.every(([, result]) => result.status === 'up') ? 'ok' : 'down',
    service,
    uptimeSeconds: Math.round(process.uptime()),
    checks: Object.fromEntries(results),
  };
}

/** 200 for `ok`, 503 for `down`, never cached. */
export function sendHealth(res: Response, report: HealthReport): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(report.status === 'ok' ? 200 : 503).json(report);
}

/** `GET /health`: 200 when every dependency answers, 503 naming the one that does not. */
@ApiExcludeController()
@Controller('health')
export class HealthController {
  constructor(
    @Inject(HEALTH_CHECKS) private readonly checks: HealthCheck[],
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {}

  @Get()
  async health(@Res() res: Response): Promise<void> {
    sendHealth(res, await healthReport(this.service, this.checks));
  }
}

async function run(check: HealthCheck): Promise<[string, DependencyHealth]> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check.check(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return [check.name, { status: 'up', ms: ms() }];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const detail = error instanceof HealthCheckFailure ? { detail: error.detail } : {};
    return [check.name, { status: 'down', ms: ms(), error: message, ...detail }];
  } finally {
    clearTimeout(timer);
  }
}
