import 'reflect-metadata';
import { loadConfig, runMain, startWorkerContext } from '@sandglass/server';
import { MailWorkerConfig } from './config.js';
import { MailWorkerModule } from './worker.module.js';

/** The mail worker: a Nest application context with no HTTP server, draining the `mail` queue. */
runMain(async () => {
  const config = loadConfig(MailWorkerConfig);
  const logger = await startWorkerContext(MailWorkerModule.forRoot(config));
  logger.info('mail worker started');
});
