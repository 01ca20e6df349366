import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { createLogger, loadConfig, NestPinoLogger, runMain } from '@sandglass/server';
import { SocialConfig } from './config.js';
import { SocialWorkerModule } from './worker.module.js';

/** The social worker: a Nest application context with no HTTP server, draining social-publish. */
runMain(async () => {
  const config = loadConfig(SocialConfig);
  const logger = createLogger('social-worker', config.LOG_LEVEL);
  const app = await NestFactory.createApplicationContext(SocialWorkerModule.forRoot(config), {
    logger: new NestPinoLogger(logger),
    abortOnError: false,
  });
  app.enableShutdownHooks();
  await app.init();
  logger.info('worker started');
});
