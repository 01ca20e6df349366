import 'reflect-metadata';
import { createServiceApp, type ServiceApp } from '@sandglass/server';
import { AiAppModule } from './app.module.js';
import type { AiConfig } from './config.js';

export function createAiApp(config: AiConfig): Promise<ServiceApp> {
  return createServiceApp(
    AiAppModule.forRoot(config),
    {
      name: 'ai',
      title: 'AI service',
      description: 'Generations on a multi-model LLM gateway (OpenAI-compatible chat completions).',
    },
    config,
  );
}
