import { createServer } from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import express, { type Express, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { BaseConfig } from '../config/base-config.js';
import { ConfigError } from '../config/load-config.js';
import { ErrorFilter } from '../errors/error.filter.js';
import { createValidationPipe } from '../errors/validation.js';
import { NestPinoLogger } from '../logging/logger.js';
import { LOGGER } from '../logging/logging.module.js';
import { requestLogging } from '../logging/request-logging.middleware.js';
import { Metrics } from '../metrics/metrics.js';
import { parseJsonBodies } from './request-body.js';

export interface ServiceDescription {
  title: string;
  description: string;
  /** Largest JSON body accepted. */
  bodyLimit?: string;
  /** false for a process that forwards bodies untouched (the gateway). */
  parseJson?: boolean;
  /** How long a client may take to send its request; DEFAULT_REQUEST_TIMEOUTS unless set. */
  timeouts?: RequestTimeouts;
}

export interface RequestTimeouts {
  /** Until the last header line has arrived. */
  headersMs: number;
  /** Until the whole request, body included, has arrived. */
  requestMs: number;
}

export const DEFAULT_REQUEST_TIMEOUTS: RequestTimeouts = { headersMs: 10_000, requestMs: 30_000 };

export interface ServiceApp {
  app: NestExpressApplication;
  logger: Logger;
  openApi: OpenAPIObject;
}

export const OPENAPI_PATH = '/openapi.json';

/**
 * Express under Nest, with what every service shares at the HTTP level:
 * - One path grammar: `/api/auth/LOGIN` and `/api/auth/login/` are not `/api/auth/login`
 *   (they are 404s), so nothing in front of a service (the gateway's limits) can be walked
 *   around by spelling a path differently. Express reads these settings once, when it creates
 *   its router, so they are set on a fresh instance before Nest touches it.
 * - Time limits on receiving a request, so a client that trickles its headers or body
 *   (slow-loris) is answered 408 and cut off instead of holding a connection for minutes. Node
 *   checks them on an interval fixed when the server is created, hence the server is made here.
 */
class ServiceHttpAdapter extends ExpressAdapter {
  constructor(private readonly timeouts: RequestTimeouts) {
    const instance = express();
    instance.set('case sensitive routing', true);
    instance.set('strict routing', true);
    super(instance);
  }

  override initHttpServer(options: NestApplicationOptions): void {
    const requestMs = Math.max(this.timeouts.requestMs, this.timeouts.headersMs);
    const server = createServer(
      {
        headersTimeout: this.timeouts.headersMs,
        requestTimeout: requestMs,
        connectionsCheckingInterval: Math.min(1000, this.timeouts.headersMs),
      },
      this.getInstance(),
    );
    this.setHttpServer(server);
    if (options.forceCloseConnections) {
      // What ExpressAdapter.initHttpServer does for this option (the method is private there).
      (this as unknown as { trackOpenConnections(): void }).trackOpenConnections();
    }
  }
}

/**
 * Creates a service's HTTP app with everything services share: JSON logs with request ids,
 * request metrics (the module must import MetricsModule),
 * strict JSON bodies, validation, the shared error body, cookies, graceful shutdown and the
 * OpenAPI document at `/openapi.json` (the gateway merges these into one Swagger UI).
 */
export async function createServiceApp(
  module: unknown,
  service: ServiceDescription,
): Promise<ServiceApp> {
  const app = await NestFactory.create<NestExpressApplication>(
    module as never,
    new ServiceHttpAdapter(service.timeouts ?? DEFAULT_REQUEST_TIMEOUTS),
    { bufferLogs: true, bodyParser: false, forceCloseConnections: true, abortOnError: false },
  );
  // The module's own logger (LoggingModule), so Nest and every class write through one.
  const logger = app.get<Logger>(LOGGER);
  app.useLogger(new NestPinoLogger(logger));
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.set('query parser', 'simple');
  app.use(requestLogging(logger));
  // The app module's MetricsModule: every request is counted and timed by its route.
  app.use(app.get(Metrics).httpMiddleware);
  if (service.parseJson !== false) app.use(...parseJsonBodies(service.bodyLimit ?? '1mb'));
  app.use(cookieParser());
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ErrorFilter(logger));
  app.enableShutdownHooks();

  const openApi = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(service.title)
      .setDescription(service.description)
      .setVersion('1.0')
      .addBearerAuth({
        type: 'http',
        scheme: 'bearer',
        description:
          'A signed-in access token (POST /api/auth/login), or a personal API token (sgv_…, made under Account → API access) on operations that name an x-token-scope it holds.',
      })
      .build(),
  );
  const instance = app.getHttpAdapter().getInstance() as Express;
  instance.get(OPENAPI_PATH, (_req: Request, res: Response) => {
    res.json(openApi);
  });
  return { app, logger, openApi };
}

/** Listens on HOST:PORT and logs where. Returns the bound port (PORT=0 picks a free one). */
export async function listen({ app, logger }: ServiceApp, config: BaseConfig): Promise<number> {
  await app.listen(config.PORT, config.HOST);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info({ host: config.HOST, port }, 'listening');
  return port;
}

/**
 * Runs a process entry point. A configuration problem prints its sentence and exits 1
 * without a stack trace; anything else is logged as a crash.
 */
export function runMain(main: () => Promise<unknown>): void {
  main().catch((error: unknown) => {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
    } else {
      process.stderr.write(
        `Fatal: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
    }
    process.exit(1);
  });
}
