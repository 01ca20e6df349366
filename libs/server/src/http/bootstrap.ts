import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import type { Express, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { BaseConfig } from '../config/base-config.js';
import { ConfigError } from '../config/load-config.js';
import { ErrorFilter } from '../errors/error.filter.js';
import { createValidationPipe } from '../errors/validation.js';
import { createLogger, NestPinoLogger } from '../logging/logger.js';
import { requestLogging } from '../logging/request-logging.middleware.js';

export interface ServiceDescription {
  /** Short name used in logs and health, e.g. `auth`. */
  name: string;
  title: string;
  description: string;
  /** Largest JSON body accepted. */
  bodyLimit?: string;
  /** false for a process that forwards bodies untouched (the gateway). */
  parseJson?: boolean;
}

export interface ServiceApp {
  app: NestExpressApplication;
  logger: Logger;
  openApi: OpenAPIObject;
}

export const OPENAPI_PATH = '/openapi.json';

/**
 * Creates a service's HTTP app with everything services share: JSON logs with request ids,
 * strict JSON bodies, validation, the shared error body, cookies, graceful shutdown and the
 * OpenAPI document at `/openapi.json` (the gateway merges these into one Swagger UI).
 */
export async function createServiceApp(
  module: unknown,
  service: ServiceDescription,
  config: BaseConfig,
): Promise<ServiceApp> {
  const logger = createLogger(service.name, config.LOG_LEVEL);
  const app = await NestFactory.create<NestExpressApplication>(module as never, {
    logger: new NestPinoLogger(logger),
    bodyParser: false,
    forceCloseConnections: true,
    abortOnError: false,
  });
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.set('query parser', 'simple');
  app.use(requestLogging(logger));
  if (service.parseJson !== false) {
    app.useBodyParser('json', {
      limit: service.bodyLimit ?? '1mb',
      strict: true,
      type: ['application/json', '+json'],
    });
  }
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
      .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
      .build(),
  );
  const express = app.getHttpAdapter().getInstance() as Express;
  express.get(OPENAPI_PATH, (_req: Request, res: Response) => {
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
