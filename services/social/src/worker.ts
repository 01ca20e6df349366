import 'reflect-metadata';
import { loadConfig, runMain, startWorkerContext } from '@sandglass/server';
import { SocialConfig } from './config.js';
import { SocialWorkerModule } from './worker.module.js';

/** The social worker: a Nest application context with no HTTP server, draining social-publish. */
runMain(async () => {
  const config = loadConfig(SocialConfig);
  const logger = await startWorkerContext(SocialWorkerModule.forRoot(config));
  logger.info('worker started');
});
