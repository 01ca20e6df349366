import 'reflect-metadata';
import { createServiceApp, type Clock, type ServiceApp } from '@sandglass/server';
import { WebhooksAppModule } from './app.module.js';
import type { WebhooksConfig } from './config.js';

export function createWebhooksApp(config: WebhooksConfig, clock?: Clock): Promise<ServiceApp> {
  return createServiceApp(WebhooksAppModule.forRoot(config, clock), {
    title: 'Webhooks service',
    description:
      'Webhook endpoints, signed deliveries (Standard Webhooks) with retries, and their log.',
  });
}
