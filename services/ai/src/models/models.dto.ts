import { ApiProperty } from '@nestjs/swagger';
import type { ModelsResponse } from '@sandglass/shared';

export class ModelsResponseDto implements ModelsResponse {
  @ApiProperty({
    type: [String],
    example: ['openai/gpt-4o-mini', 'anthropic/claude-3.5-haiku'],
    description: 'Model identifiers (provider/model); the default model comes first.',
  })
  models: string[];
}
