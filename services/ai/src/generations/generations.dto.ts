import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { PageQuery, PageSizeQuery, RecordDto, Trim } from '@sandglass/server';
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
  SOCIAL_POST_LENGTHS,
  type SocialPostLength,
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

/**
 * A text field: trimmed, text, at most `max` characters (AI_TEXT_MAX_LENGTH unless given), not
 * empty when `required` gives the message that says so, optional otherwise. `api` is what
 * Swagger shows of it. Messages name the field by `label`.
 */
function TextField(
  label: string,
  api: ApiPropertyOptions,
  rules: { required?: string; max?: number } = {},
) {
  const max = rules.max ?? AI_TEXT_MAX_LENGTH;
  const decorators = [
    rules.required ? ApiProperty(api) : ApiPropertyOptional(api),
    ...(rules.required ? [] : [IsOptional()]),
    Trim(),
    IsString({ message: `${label} must be text.` }),
    ...(rules.required ? [IsNotEmpty({ message: rules.required })] : []),
    MaxLength(max, textLimit(label, max)),
  ];
  // Applied last to first, as the same decorators stacked on the field would be.
  return applyDecorators(...decorators.reverse());
}

/** The optional model every generation accepts; it must be one GET /api/ai/models lists. */
class ModelChoice {
  @TextField(
    'Model',
    {
      example: 'openai/gpt-4o-mini',
      description: 'One of GET /api/ai/models; the default model when absent.',
      maxLength: AI_MODEL_ID_MAX_LENGTH,
    },
    { max: AI_MODEL_ID_MAX_LENGTH },
  )
  model?: string;
}

export class InsightRequestDto extends ModelChoice implements InsightRequest {
  @TextField(
    'Prompt',
    { example: 'Which AI infrastructure bets look durable?', maxLength: AI_TEXT_MAX_LENGTH },
    { required: 'Enter a prompt.' },
  )
  prompt: string;

  @TextField('Context', { example: 'Seed-stage, B2B, 2025.', maxLength: AI_TEXT_MAX_LENGTH })
  context?: string;
}

export class CompanyAnalysisRequestDto extends ModelChoice implements CompanyAnalysisRequest {
  @TextField(
    'Company name',
    { example: 'Lexica Labs', maxLength: AI_NAME_MAX_LENGTH },
    { required: 'Enter the company name.', max: AI_NAME_MAX_LENGTH },
  )
  name: string;

  @TextField(
    'Description',
    { example: 'Contract review for in-house legal teams.' },
    { required: 'Enter a description of the company.' },
  )
  description: string;

  @TextField(
    'Category',
    { example: 'Legal Tech', maxLength: AI_CATEGORY_MAX_LENGTH },
    { max: AI_CATEGORY_MAX_LENGTH },
  )
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
  @TextField(
    'Topic',
    { example: 'Why vertical AI wins in regulated markets' },
    { required: 'Enter a topic.' },
  )
  topic: string;

  @TextField(
    'Category',
    { example: 'AI Trends', maxLength: AI_CATEGORY_MAX_LENGTH },
    { max: AI_CATEGORY_MAX_LENGTH },
  )
  category?: string;
}

export class SocialPostRequestDto extends ModelChoice implements SocialPostRequest {
  @TextField(
    'Topic',
    { example: 'Our new cohort of founders' },
    { required: 'Please enter a topic to generate content about.' },
  )
  topic: string;

  @ApiProperty({
    enum: SOCIAL_PLATFORM_TARGETS,
    description: 'The post must fit this platform; "all" fits the strictest.',
  })
  @IsIn(SOCIAL_PLATFORM_TARGETS, {
    message: `Platform must be one of ${SOCIAL_PLATFORM_TARGETS.join(', ')}.`,
  })
  platform: SocialPlatformTarget;

  @TextField(
    'Tone',
    { example: 'professional', default: 'professional', maxLength: 50 },
    { max: 50 },
  )
  tone?: string;

  @ApiPropertyOptional({
    enum: SOCIAL_POST_LENGTHS,
    default: 'medium',
    description:
      'short: one or two sentences; medium: a short paragraph; long: a fuller post using most of the platform’s room. Never over the platform’s limit.',
  })
  @IsOptional()
  @IsIn(SOCIAL_POST_LENGTHS, {
    message: `Length must be one of ${SOCIAL_POST_LENGTHS.join(', ')}.`,
  })
  length?: SocialPostLength;

  @TextField(
    'Content type',
    { example: 'educational', default: 'educational', maxLength: 50 },
    { max: 50 },
  )
  contentType?: string;

  @ApiPropertyOptional({ default: true, description: 'End the post with a few hashtags.' })
  @IsOptional()
  @IsBoolean({ message: 'Hashtags must be true or false.' })
  hashtags?: boolean;

  @TextField('Company context', {
    example: 'Sandglass Ventures builds AI companies with founders.',
  })
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

export class AiGenerationDto extends RecordDto implements AiGeneration {
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
