import 'reflect-metadata';
import { listen, loadConfig, runMain } from '@sandglass/server';
import { createAiApp } from './app.js';
import { AiConfig } from './config.js';

runMain(async () => {
  const config = loadConfig(AiConfig);
  const service = await createAiApp(config);
  await listen(service, config);
});
