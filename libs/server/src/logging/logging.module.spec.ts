import { Inject, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Logger } from 'pino';
import { LOGGER, LoggingModule } from './logging.module.js';

@Injectable()
class Worker {
  constructor(@Inject(LOGGER) readonly logger: Logger) {}
}

/** A feature module that does not import LoggingModule itself. */
@Module({ providers: [Worker] })
class FeatureModule {}

@Module({})
class AppModule {}

it('gives every module of the app the one logger, named after the service', async () => {
  const app = await NestFactory.createApplicationContext(
    { module: AppModule, imports: [LoggingModule.forRoot('content', 'silent'), FeatureModule] },
    { logger: false, abortOnError: false },
  );
  try {
    const logger = app.get<Logger>(LOGGER);
    expect(app.get(Worker).logger).toBe(logger);
    expect(logger.bindings()).toMatchObject({ service: 'content' });
  } finally {
    await app.close();
  }
});
