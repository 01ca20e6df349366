import 'reflect-metadata';
import { createServiceApp, type Clock, type ServiceApp } from '@sandglass/server';
import { AiAppModule } from './app.module.js';
import type { AiConfig } from './config.js';

export function createAiApp(config: AiConfig, clock?: Clock): Promise<ServiceApp> {
  return createServiceApp(AiAppModule.forRoot(config, clock), {
    title: 'AI service',
    description:
      'Generations on a multi-model LLM gateway (OpenAI-compatible chat completions), streamed or whole.',
  });
}
