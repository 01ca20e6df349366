import { Controller, Get, Header } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, ErrorResponse, TokenScope } from '@sandglass/server';
import type { ModelsResponse } from '@sandglass/shared';
import { ModelsResponseDto } from './models.dto.js';
import { ModelsService } from './models.service.js';

@ApiTags('ai')
@Controller('api/ai/models')
@TokenScope('ai:generate')
@Auth()
export class ModelsController {
  constructor(private readonly models: ModelsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Models you can choose',
    description:
      'The LLM gateway’s models, narrowed to AI_MODELS when set; the default model first. Cached for five minutes.',
  })
  @ApiOkResponse({ type: ModelsResponseDto })
  @ApiServiceUnavailableResponse({
    description: 'AI is not configured (code AI_NOT_CONFIGURED).',
    type: ErrorResponse,
  })
  @ApiBadGatewayResponse({ description: 'The LLM gateway failed or refused.', type: ErrorResponse })
  async list(): Promise<ModelsResponse> {
    return { models: await this.models.list() };
  }
}
