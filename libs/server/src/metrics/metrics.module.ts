import { createServer, type Server } from 'node:http';
import {
  Controller,
  Get,
  Inject,
  Injectable,
  Module,
  Res,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { ApiExcludeController } from '@nestjs/swagger';
import { Queue } from 'bullmq';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { LOGGER } from '../logging/logging.module.js';
import { Metrics } from './metrics.js';

export const METRICS_PATH = '/metrics';

/** Where a process without a private HTTP port of its own serves its metrics. */
export interface MetricsListener {
  host: string;
  port: number;
}

const METRICS_LISTENER = Symbol('METRICS_LISTENER');

/** `GET /metrics` on a service's own port, which is internal (the gateway never routes it). */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get()
  async scrape(@Res() res: Response): Promise<void> {
    const { contentType, body } = await this.metrics.text();
    res.setHeader('Cache-Control', 'no-store');
    res.type(contentType).send(body);
  }
}

/**
 * `GET /metrics` on a port of its own, for a process whose HTTP port is public (the gateway) or
 * that has none (the worker). Listening is part of start-up: a port in use stops the process.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: Server | undefined;

  constructor(
    private readonly metrics: Metrics,
    @Inject(METRICS_LISTENER) private readonly listener: MetricsListener,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The bound port (METRICS_PORT=0 picks a free one). */
  get port(): number {
    const address = this.server?.address();
    return typeof address === 'object' && address ? address.port : this.listener.port;
  }

  async onApplicationBootstrap(): Promise<void> {
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== METRICS_PATH) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      this.metrics.text().then(
        ({ contentType, body }) =>
          res
            .writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' })
            .end(body),
        (error: unknown) => {
          this.logger.error({ err: error }, 'metrics could not be collected');
          res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.listener.port, this.listener.host, () => resolve());
    });
    this.server = server;
    this.logger.info({ host: this.listener.host, port: this.port }, 'metrics listening');
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Measures every BullMQ queue registered in the application (BullModule.registerQueue). */
@Injectable()
export class QueueMetrics implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly metrics: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (instance instanceof Queue) this.metrics.registerQueue(instance);
    }
  }
}

/**
 * The process's Prometheus metrics (see Metrics). Every app module imports it once:
 * `MetricsModule.forRoot('content')` serves GET /metrics on the service's own port;
 * `MetricsModule.forRoot('gateway', { host, port })` serves it on a port of its own instead.
 * createServiceApp measures every request with it.
 */
@Module({})
export class MetricsModule {
  static forRoot(service: string, listener?: MetricsListener): DynamicModule {
    return {
      module: MetricsModule,
      global: true,
      imports: [DiscoveryModule],
      controllers: listener ? [] : [MetricsController],
      providers: [
        { provide: Metrics, useValue: new Metrics(service) },
        QueueMetrics,
        ...(listener ? [{ provide: METRICS_LISTENER, useValue: listener }, MetricsServer] : []),
      ],
      exports: [Metrics],
    };
  }
}
