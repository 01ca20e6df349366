import 'reflect-metadata';
import { listen, loadConfig, runMain } from '@sandglass/server';
import { createSocialApp } from './app.js';
import { SocialConfig } from './config.js';

runMain(async () => {
  const config = loadConfig(SocialConfig);
  const service = await createSocialApp(config);
  await listen(service, config);
});
