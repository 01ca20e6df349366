import 'reflect-metadata';
import { listen, loadConfig, runMain } from '@sandglass/server';
import { createAuthApp } from './app.js';
import { AuthConfig } from './config.js';

runMain(async () => {
  const config = loadConfig(AuthConfig);
  const service = await createAuthApp(config);
  await listen(service, config);
});
