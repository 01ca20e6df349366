import 'reflect-metadata';
import { createServiceApp, type Clock, type ServiceApp } from '@sandglass/server';
import { ContentAppModule } from './app.module.js';
import type { ContentConfig } from './config.js';

export function createContentApp(config: ContentConfig, clock?: Clock): Promise<ServiceApp> {
  return createServiceApp(ContentAppModule.forRoot(config, clock), {
    title: 'Content service',
    description:
      'Portfolio, team, programs and applications, blog, contact, newsletter, uploads, feeds and site analytics.',
  });
}
