import 'reflect-metadata';
import { listen, loadConfig, runMain } from '@sandglass/server';
import { createGatewayApp } from './app.js';
import { GatewayConfig } from './config.js';

runMain(async () => {
  const config = loadConfig(GatewayConfig);
  const service = await createGatewayApp(config);
  await listen(service, config);
});
