import 'reflect-metadata';
import { createServiceApp, type ServiceApp } from '@sandglass/server';
import { ContentAppModule } from './app.module.js';
import type { ContentConfig } from './config.js';

export function createContentApp(config: ContentConfig): Promise<ServiceApp> {
  return createServiceApp(
    ContentAppModule.forRoot(config),
    {
      name: 'content',
      title: 'Content service',
      description: 'Portfolio, team, programs, blog, contact, newsletter and site analytics.',
    },
    config,
  );
}
