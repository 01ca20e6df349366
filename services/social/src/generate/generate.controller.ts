import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Auth, ErrorResponse, TokenScope } from '@sandglass/server';
import {
  SOCIAL_PLATFORM_TARGETS,
  SOCIAL_POST_LENGTHS,
  type GeneratedSocialContent,
  type SocialPlatformTarget,
  type SocialPostLength,
} from '@sandglass/shared';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsString } from 'class-validator';
import { AiClient } from './ai-client.js';

export class GenerateContentDto {
  @ApiProperty({ example: 'Our new founder cohort' })
  @IsDefined({ message: 'Please enter a topic to generate content about.' })
  @IsString({ message: 'Topic must be text.' })
  topic: string;

  @ApiProperty({ enum: SOCIAL_PLATFORM_TARGETS, example: 'linkedin' })
  @IsIn(SOCIAL_PLATFORM_TARGETS, {
    message: `Platform must be one of ${SOCIAL_PLATFORM_TARGETS.join(', ')}.`,
  })
  platform: SocialPlatformTarget;

  @ApiPropertyOptional({
    example: 'professional',
    description: 'Any short words; the screen offers professional, friendly, bold and playful.',
  })
  @IsOptional()
  @IsString({ message: 'Tone must be text.' })
  tone?: string;

  @ApiPropertyOptional({
    enum: SOCIAL_POST_LENGTHS,
    default: 'medium',
    description:
      'short: one or two sentences; medium: a short paragraph; long: most of the platform’s room. Never over its limit.',
  })
  @IsOptional()
  @IsIn(SOCIAL_POST_LENGTHS, {
    message: `Length must be one of ${SOCIAL_POST_LENGTHS.join(', ')}.`,
  })
  length?: SocialPostLength;

  @ApiPropertyOptional({ example: 'educational' })
  @IsOptional()
  @IsString({ message: 'Content type must be text.' })
  contentType?: string;

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @IsBoolean({ message: 'Hashtags must be true or false.' })
  hashtags?: boolean;

  @ApiPropertyOptional({ example: 'Sandglass Ventures builds AI companies with founders.' })
  @IsOptional()
  @IsString({ message: 'Company context must be text.' })
  companyContext?: string;
}

class GeneratedTextDto {
  @ApiProperty({ example: 'Twelve founders, one question: what should AI do next? #AI' })
  text: string;
}

class GeneratedSocialContentDto implements GeneratedSocialContent {
  @ApiProperty({ type: [GeneratedTextDto], description: 'The screen uses the first item.' })
  content: GeneratedTextDto[];
}

@ApiTags('social: generate')
@Controller('api/social/generate-content')
export class GenerateController {
  constructor(private readonly ai: AiClient) {}

  @Post()
  @HttpCode(200)
  @Auth('member')
  @TokenScope('ai:generate')
  @ApiOperation({
    summary: 'Write a post with AI',
    description:
      'Asks the ai service’s POST /api/ai/generate-social-post with your own token, so your AI rate limit and daily budget apply; its refusals (400, 429, 503…) come back with their status and sentence. The text fits the platform (or, for "all", the strictest).',
  })
  @ApiOkResponse({ type: GeneratedSocialContentDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiTooManyRequestsResponse({ description: 'Your AI limits.', type: ErrorResponse })
  @ApiServiceUnavailableResponse({
    description: 'The ai service or its model provider is unavailable.',
    type: ErrorResponse,
  })
  generate(
    @Headers('authorization') authorization: string,
    @Body() dto: GenerateContentDto,
  ): Promise<GeneratedSocialContent> {
    return this.ai.socialPost(authorization, { ...dto });
  }
}
