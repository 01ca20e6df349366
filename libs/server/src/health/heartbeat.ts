import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type BeforeApplicationShutdown,
  type Provider,
  type Type,
} from '@nestjs/common';
import { rm } from 'node:fs/promises';
import type { Logger } from 'pino';
import { LOGGER } from '../logging/logging.module.js';
import type { HealthCheck } from './health-check.js';
import { healthReport } from './health.controller.js';
import { HEARTBEAT_INTERVAL_MS, writeHeartbeat } from './heartbeat-file.js';

const HEARTBEAT_OPTIONS = Symbol('HEARTBEAT_OPTIONS');
const HEARTBEAT_CHECKS = Symbol('HEARTBEAT_CHECKS');

export interface HeartbeatOptions {
  /** Where to write it (HEARTBEAT_FILE); none, no heartbeat (npm start, tests). */
  file: string | undefined;
  /** Named in the file, as in a /health report. */
  service: string;
  intervalMs: number;
}

/**
 * The liveness of a process with no HTTP server to ask: every few seconds it runs its checks
 * (those of /health: its database, Redis, its queue) and, when all pass, rewrites the heartbeat
 * file with the report. A stuck event loop or a lost dependency stops the beats, and
 * `heartbeat-check.js` (the container's health check) finds the file too old. The first beat
 * comes one interval after start-up, once the worker is taking jobs; the file goes when shutdown begins.
 */
@Injectable()
export class Heartbeat implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private lastProblem: string | undefined;

  constructor(
    @Inject(HEARTBEAT_OPTIONS) private readonly options: HeartbeatOptions,
    @Inject(HEARTBEAT_CHECKS) private readonly checks: HealthCheck[],
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    if (this.options.file) this.schedule();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    if (this.options.file) await rm(this.options.file, { force: true });
  }

  /** Runs the checks once and writes the heartbeat if they all pass; logs when that changes. */
  async beat(): Promise<void> {
    const file = this.options.file!;
    const report = await healthReport(this.options.service, this.checks);
    if (this.stopped) return;
    let problem: string | undefined;
    if (report.status === 'ok') {
      try {
        await writeHeartbeat(file, `${JSON.stringify({ ...report, at: new Date() })}\n`);
      } catch (error) {
        problem = `cannot write ${file}: ${(error as Error).message}`;
      }
    } else {
      problem = Object.entries(report.checks)
        .filter(([, check]) => check.status === 'down')
        .map(([name, check]) => `${name} is down (${check.error})`)
        .join(', ');
    }
    if (problem && problem !== this.lastProblem) this.logger.warn(`heartbeat withheld: ${problem}`);
    else if (!problem && this.lastProblem) this.logger.info('heartbeat resumed');
    this.lastProblem = problem;
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      void this.beat().finally(() => {
        if (!this.stopped) this.schedule();
      });
    }, this.options.intervalMs);
    this.timer.unref();
  }
}

/**
 * The providers of a heartbeat over the given checks, for the module of a process without an
 * HTTP server (`...heartbeatProviders('social-worker', config.HEARTBEAT_FILE, [...])`): tokens
 * such as HEALTH_CHECK_DATABASE, or classes of the same module that implement HealthCheck.
 */
export function heartbeatProviders(
  service: string,
  file: string | undefined,
  checkTokens: Array<symbol | Type<HealthCheck>>,
  intervalMs = HEARTBEAT_INTERVAL_MS,
): Provider[] {
  return [
    { provide: HEARTBEAT_OPTIONS, useValue: { file, service, intervalMs } },
    {
      provide: HEARTBEAT_CHECKS,
      useFactory: (...checks: HealthCheck[]) => checks,
      inject: checkTokens,
    },
    Heartbeat,
  ];
}
