import 'reflect-metadata';
import { listen, loadConfig, runMain } from '@sandglass/server';
import { createWebhooksApp } from './app.js';
import { WebhooksConfig } from './config.js';

runMain(async () => {
  const config = loadConfig(WebhooksConfig);
  const service = await createWebhooksApp(config);
  await listen(service, config);
});
