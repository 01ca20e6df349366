import 'reflect-metadata';
import { createServiceApp, type Clock, type ServiceApp } from '@sandglass/server';
import { AuthAppModule } from './app.module.js';
import type { AuthConfig } from './config.js';

export function createAuthApp(config: AuthConfig, clock?: Clock): Promise<ServiceApp> {
  return createServiceApp(AuthAppModule.forRoot(config, clock), {
    title: 'Auth service',
    description: 'Accounts, sign-in, sessions (rotating refresh cookie) and admin user management.',
  });
}
