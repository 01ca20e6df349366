import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Logger } from 'pino';
import { NestPinoLogger } from '../logging/logger.js';
import { LOGGER } from '../logging/logging.module.js';

/**
 * Boots a worker's module as a Nest application context with no HTTP server, logging through
 * its one pino logger and closing cleanly on SIGTERM; answers that logger.
 */
export async function startWorkerContext(module: DynamicModule): Promise<Logger> {
  const app = await NestFactory.createApplicationContext(module, {
    bufferLogs: true,
    abortOnError: false,
  });
  const logger = app.get<Logger>(LOGGER);
  app.useLogger(new NestPinoLogger(logger));
  app.enableShutdownHooks();
  await app.init();
  return logger;
}
