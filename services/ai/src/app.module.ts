import { Module, type DynamicModule } from '@nestjs/common';
import { Clock, serviceInfrastructure, userDeletionProviders } from '@sandglass/server';
import { AiAccountDataController } from './account-data/account-data.controller.js';
import { AiAccountData } from './account-data/account-data.service.js';
import type { AiConfig } from './config.js';
import { AI_DATABASE } from './database.js';
import { GenerationsController } from './generations/generations.controller.js';
import { GenerationsService } from './generations/generations.service.js';
import { LlmClient } from './llm/llm.client.js';
import { ModelsController } from './models/models.controller.js';
import { ModelsService } from './models/models.service.js';
import { AI_CONFIG } from './tokens.js';
import { UsageLimits } from './usage/usage-limits.js';

@Module({})
export class AiAppModule {
  /** `clock` replaces the real clock (tests use it to move to the next day). */
  static forRoot(config: AiConfig, clock: Clock = new Clock()): DynamicModule {
    return {
      module: AiAppModule,
      imports: serviceInfrastructure('ai', config, AI_DATABASE),
      controllers: [ModelsController, GenerationsController, AiAccountDataController],
      providers: [
        { provide: AI_CONFIG, useValue: config },
        { provide: Clock, useValue: clock },
        LlmClient,
        ModelsService,
        UsageLimits,
        GenerationsService,
        ...userDeletionProviders('ai', AiAccountData),
      ],
    };
  }
}
