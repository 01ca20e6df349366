import 'reflect-metadata';
import { listen, loadConfig, runMain } from '@sandglass/server';
import { createContentApp } from './app.js';
import { ContentConfig } from './config.js';

runMain(async () => {
  const config = loadConfig(ContentConfig);
  const service = await createContentApp(config);
  await listen(service, config);
});
