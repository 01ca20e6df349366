import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import type { DependencyHealth, HealthCheck, HealthReport } from './health-check.js';

export const HEALTH_CHECKS = Symbol('HEALTH_CHECKS');
export const SERVICE_NAME = Symbol('SERVICE_NAME');

const CHECK_TIMEOUT_MS = 2000;

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
    const results = await Promise.all(this.checks.map((check) => run(check)));
    const report: HealthReport = {
      status: results.every(([, result]) => result.status === 'up') ? 'ok' : 'down',
      service: this.service,
      uptimeSeconds: Math.round(process.uptime()),
      checks: Object.fromEntries(results),
    };
    res.setHeader('Cache-Control', 'no-store');
    res.status(report.status === 'ok' ? 200 : 503).json(report);
  }
}

async function run(check: HealthCheck): Promise<[string, DependencyHealth]> {
  const started = performance.now();
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
    return [check.name, { status: 'up', ms: Math.round(performance.now() - started) }];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [
      check.name,
      { status: 'down', ms: Math.round(performance.now() - started), error: message },
    ];
  } finally {
    clearTimeout(timer);
  }
}
