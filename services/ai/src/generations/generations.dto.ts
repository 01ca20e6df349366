import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageQuery, PageSizeQuery, Trim } from '@sandglass/server';
import {
  AI_CATEGORY_MAX_LENGTH,
  AI_ENDPOINTS,
  AI_HISTORY_PAGE_SIZE_MAX,
  AI_MODEL_ID_MAX_LENGTH,
  AI_NAME_MAX_LENGTH,
  AI_OUTCOMES,
  AI_TAG_MAX_LENGTH,
  AI_TAGS_MAX,
  AI_TEXT_MAX_LENGTH,
  SOCIAL_PLATFORM_TARGETS,
  type AiEndpoint,
  type AiGeneration,
  type AiHistoryPage,
  type AiOutcome,
  type BlogContentRequest,
  type BlogContentResponse,
  type CompanyAnalysisRequest,
  type CompanyAnalysisResponse,
  type InsightRequest,
  type InsightResponse,
  type SocialPlatformTarget,
  type SocialPostRequest,
  type SocialPostResponse,
} from '@sandglass/shared';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';

/** Trims each tag and drops the empty ones, as the form does (spec section 5). */
const TrimTags = () =>
  Transform(({ value }: { value: unknown }) =>
    Array.isArray(value)
      ? value
          .map((tag: unknown) => (typeof tag === 'string' ? tag.trim() : tag))
          .filter((tag: unknown) => tag !== '')
      : value,
  );

const textLimit = (label: string, max = AI_TEXT_MAX_LENGTH) => ({
  message: `${label} can be at most ${max.toLocaleString('en-US')} characters.`,
});

/** The optional model every generation accepts; it must be one GET /api/ai/models lists. */
class ModelChoice {
  @ApiPropertyOptional({
    example: 'openai/gpt-4o-mini',
    description: 'One of GET /api/ai/models; the default model when absent.',
    maxLength: AI_MODEL_ID_MAX_LENGTH,
  })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Model must be text.' })
  @MaxLength(AI_MODEL_ID_MAX_LENGTH, textLimit('Model', AI_MODEL_ID_MAX_LENGTH))
  model?: string;
}

export class InsightRequestDto extends ModelChoice implements InsightRequest {
  @ApiProperty({
    example: 'Which AI infrastructure bets look durable?',
    maxLength: AI_TEXT_MAX_LENGTH,
  })
  @Trim()
  @IsString({ message: 'Prompt must be text.' })
  @IsNotEmpty({ message: 'Enter a prompt.' })
  @MaxLength(AI_TEXT_MAX_LENGTH, textLimit('Prompt'))
  prompt: string;

  @ApiPropertyOptional({
    example: 'Seed-stage, B2B, 2025.',
    maxLength: AI_TEXT_MAX_LENGTH,
  })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Context must be text.' })
  @MaxLength(AI_TEXT_MAX_LENGTH, textLimit('Context'))
  context?: string;
}

export class CompanyAnalysisRequestDto extends ModelChoice implements CompanyAnalysisRequest {
  @ApiProperty({ example: 'Lexica Labs', maxLength: AI_NAME_MAX_LENGTH })
  @Trim()
  @IsString({ message: 'Company name must be text.' })
  @IsNotEmpty({ message: 'Enter the company name.' })
  @MaxLength(AI_NAME_MAX_LENGTH, textLimit('Company name', AI_NAME_MAX_LENGTH))
  name: string;

  @ApiProperty({ example: 'Contract review for in-house legal teams.' })
  @Trim()
  @IsString({ message: 'Description must be text.' })
  @IsNotEmpty({ message: 'Enter a description of the company.' })
  @MaxLength(AI_TEXT_MAX_LENGTH, textLimit('Description'))
  description: string;

  @ApiPropertyOptional({ example: 'Legal Tech', maxLength: AI_CATEGORY_MAX_LENGTH })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Category must be text.' })
  @MaxLength(AI_CATEGORY_MAX_LENGTH, textLimit('Category', AI_CATEGORY_MAX_LENGTH))
  category?: string;

  @ApiPropertyOptional({
    type: [String],
    example: ['NLP', 'Document AI'],
    maxItems: AI_TAGS_MAX,
    description: 'Trimmed; empty tags are dropped.',
  })
  @IsOptional()
  @TrimTags()
  @IsArray({ message: 'AI tags must be a list of text.' })
  @ArrayMaxSize(AI_TAGS_MAX, { message: `Give at most ${AI_TAGS_MAX} AI tags.` })
  @IsString({ each: true, message: 'Each AI tag must be text.' })
  @MaxLength(AI_TAG_MAX_LENGTH, {
    each: true,
    message: `Each AI tag can be at most ${AI_TAG_MAX_LENGTH} characters.`,
  })
  aiTags?: string[];
}

export class BlogContentRequestDto extends ModelChoice implements BlogContentRequest {
  @ApiProperty({ example: 'Why vertical AI wins in regulated markets' })
  @Trim()
  @IsString({ message: 'Topic must be text.' })
  @IsNotEmpty({ message: 'Enter a topic.' })
  @MaxLength(AI_TEXT_MAX_LENGTH, textLimit('Topic'))
  topic: string;

  @ApiPropertyOptional({ example: 'AI Trends', maxLength: AI_CATEGORY_MAX_LENGTH })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Category must be text.' })
  @MaxLength(AI_CATEGORY_MAX_LENGTH, textLimit('Category', AI_CATEGORY_MAX_LENGTH))
  category?: string;
}

export class SocialPostRequestDto extends ModelChoice implements SocialPostRequest {
  @ApiProperty({ example: 'Our new cohort of founders' })
  @Trim()
  @IsString({ message: 'Topic must be text.' })
  @IsNotEmpty({ message: 'Please enter a topic to generate content about.' })
  @MaxLength(AI_TEXT_MAX_LENGTH, textLimit('Topic'))
  topic: string;

  @ApiProperty({
    enum: SOCIAL_PLATFORM_TARGETS,
    description: 'The post must fit this platform; "all" fits the strictest.',
  })
  @IsIn(SOCIAL_PLATFORM_TARGETS, {
    message: `Platform must be one of ${SOCIAL_PLATFORM_TARGETS.join(', ')}.`,
  })
  platform: SocialPlatformTarget;

  @ApiPropertyOptional({ example: 'professional', default: 'professional', maxLength: 50 })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Tone must be text.' })
  @MaxLength(50, textLimit('Tone', 50))
  tone?: string;

  @ApiPropertyOptional({ example: 'educational', default: 'educational', maxLength: 50 })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Content type must be text.' })
  @MaxLength(50, textLimit('Content type', 50))
  contentType?: string;

  @ApiPropertyOptional({ default: true, description: 'End the post with a few hashtags.' })
  @IsOptional()
  @IsBoolean({ message: 'Hashtags must be true or false.' })
  hashtags?: boolean;

  @ApiPropertyOptional({ example: 'Sandglass Ventures builds AI companies with founders.' })
  @IsOptional()
  @Trim()
  @IsString({ message: 'Company context must be text.' })
  @MaxLength(AI_TEXT_MAX_LENGTH, textLimit('Company context'))
  companyContext?: string;
}

export class InsightResponseDto implements InsightResponse {
  @ApiProperty({ description: 'Markdown.' })
  insight: string;
}

export class CompanyAnalysisResponseDto implements CompanyAnalysisResponse {
  @ApiProperty({ description: 'Markdown.' })
  analysis: string;
}

export class BlogContentResponseDto implements BlogContentResponse {
  @ApiProperty({ example: 'Why vertical AI wins in regulated markets' })
  title: string;

  @ApiProperty({ description: 'One or two sentences.' })
  summary: string;

  @ApiProperty({ description: 'The article, in Markdown.' })
  content: string;
}

export class SocialPostItemDto {
  @ApiProperty({ description: 'Fits the platform’s maximum length.' })
  text: string;
}

export class SocialPostResponseDto implements SocialPostResponse {
  @ApiProperty({ type: [SocialPostItemDto] })
  content: SocialPostItemDto[];
}

export class HistoryQuery {
  @PageQuery()
  page: number = 1;

  @PageSizeQuery(AI_HISTORY_PAGE_SIZE_MAX)
  pageSize: number = 20;
}

export class AiGenerationDto implements AiGeneration {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: AI_ENDPOINTS })
  endpoint: AiEndpoint;

  @ApiProperty({ example: 'openai/gpt-4o-mini' })
  model: string;

  @ApiProperty({ example: 140, description: 'Characters you sent; the text is not kept.' })
  promptChars: number;

  @ApiProperty({ type: Number, nullable: true })
  inputTokens: number | null;

  @ApiProperty({ type: Number, nullable: true })
  outputTokens: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'US dollars.' })
  cost: number | null;

  @ApiProperty({ example: 2140 })
  latencyMs: number;

  @ApiProperty({ enum: AI_OUTCOMES })
  outcome: AiOutcome;

  @ApiProperty({ type: String, nullable: true, example: null })
  errorCode: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class AiHistoryPageDto implements AiHistoryPage {
  @ApiProperty({ type: [AiGenerationDto] })
  generations: AiGenerationDto[];

  @ApiProperty({ example: 42 })
  total: number;

  @ApiProperty({ example: 1 })
  page: number;

  @ApiProperty({ example: 20 })
  pageSize: number;
}
