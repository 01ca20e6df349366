import 'reflect-metadata';
import { createServiceApp, type Clock, type ServiceApp } from '@sandglass/server';
import { SocialAppModule } from './app.module.js';
import type { SocialConfig } from './config.js';

export function createSocialApp(config: SocialConfig, clock?: Clock): Promise<ServiceApp> {
  return createServiceApp(SocialAppModule.forRoot(config, clock), {
    title: 'Social service',
    description: 'Social media automation: platforms, connected accounts, posts and scheduling.',
  });
}
