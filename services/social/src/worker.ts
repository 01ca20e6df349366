import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfig, LOGGER, NestPinoLogger, runMain } from '@sandglass/server';
import type { Logger } from 'pino';
import { SocialConfig } from './config.js';
import { SocialWorkerModule } from './worker.module.js';

/** The social worker: a Nest application context with no HTTP server, draining social-publish. */
runMain(async () => {
  const config = loadConfig(SocialConfig);
  const app = await NestFactory.createApplicationContext(SocialWorkerModule.forRoot(config), {
    bufferLogs: true,
    abortOnError: false,
  });
  const logger = app.get<Logger>(LOGGER);
  app.useLogger(new NestPinoLogger(logger));
  app.enableShutdownHooks();
  await app.init();
  logger.info('worker started');
});
