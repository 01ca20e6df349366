import {
  applyDecorators,
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Post,
  type Type,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiGatewayTimeoutResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Auth, CurrentUser, ErrorResponse, type AuthUser, TokenScope } from '@sandglass/server';
import type { AiHistoryPage } from '@sandglass/shared';
import type { Response } from 'express';
import { replyTo } from './generation-reply.js';
import {
  AiHistoryPageDto,
  BlogContentRequestDto,
  BlogContentResponseDto,
  CompanyAnalysisRequestDto,
  CompanyAnalysisResponseDto,
  HistoryQuery,
  InsightRequestDto,
  InsightResponseDto,
  SocialPostRequestDto,
  SocialPostResponseDto,
} from './generations.dto.js';
import { GenerationsService } from './generations.service.js';

const STREAMING = [
  'Send `Accept: text/event-stream` to receive server-sent events instead of one JSON body:',
  '`delta` events `{text, field?}` as the answer is written, then one `done` event',
  '`{id, model, result, usage: {inputTokens, outputTokens, cost}, latencyMs}` whose result is the JSON body,',
  'or one `error` event with the error body. Closing the connection stops the generation.',
].join(' ');

/**
 * A generation endpoint: POST under api/ai answering 200, with its own summary, description and
 * result type, and the documentation every generation shares (streaming, the errors).
 */
function Generation(
  path: string,
  { summary, description, type }: { summary: string; description: string; type: Type<unknown> },
) {
  return applyDecorators(
    Post(path),
    HttpCode(200),
    ApiOperation({ summary, description: `${description}\n\n${STREAMING}` }),
    ApiProduces('application/json', 'text/event-stream'),
    ApiOkResponse({ type }),
    ApiBadRequestResponse({
      description: 'A field is missing or too long, or the model is not offered.',
      type: ErrorResponse,
    }),
    ApiTooManyRequestsResponse({
      description:
        'Your per-minute limit or daily token budget is used up, or the provider is busy (see Retry-After).',
      type: ErrorResponse,
    }),
    ApiBadGatewayResponse({
      description:
        'The provider refused the API key, ran out of credits, failed or answered badly.',
      type: ErrorResponse,
    }),
    ApiServiceUnavailableResponse({
      description: 'AI is not configured (code AI_NOT_CONFIGURED).',
      type: ErrorResponse,
    }),
    ApiGatewayTimeoutResponse({
      description: 'The provider did not answer within AI_TIMEOUT_MS.',
      type: ErrorResponse,
    }),
  );
}

/** What each generation says of itself in Swagger. */
const GENERATIONS = {
  insight: {
    summary: 'Generate an insight',
    description:
      'Answers a question, with optional context, from an investor’s point of view (Markdown).',
    type: InsightResponseDto,
  },
  analyzeCompany: {
    summary: 'Analyse a company',
    description:
      'An investor’s analysis of a company from its name, description, category and AI tags (Markdown).',
    type: CompanyAnalysisResponseDto,
  },
  blogContent: {
    summary: 'Draft a blog article',
    description:
      'A title, a short summary and the article in Markdown, on a topic and optional category.',
    type: BlogContentResponseDto,
  },
  socialPost: {
    summary: 'Write a social media post',
    description:
      'One post that fits the platform’s maximum length (twitter 280, linkedin 3000, facebook 63206, instagram 2200; "all" the smallest).',
    type: SocialPostResponseDto,
  },
};

/**
 * Each generation answers through `res` (one JSON body, or server-sent events when asked for),
 * so its handler hands the response to the service and returns nothing to Nest.
 */
@ApiTags('ai')
@Controller('api/ai')
@TokenScope('ai:generate')
@Auth()
export class GenerationsController {
  constructor(private readonly generations: GenerationsService) {}

  @Generation('generate-insight', GENERATIONS.insight)
  insight(@CurrentUser() user: AuthUser, @Body() dto: InsightRequestDto, @Res() res: Response) {
    return this.generations.insight(user, dto, replyTo(res));
  }

  @Generation('analyze-company', GENERATIONS.analyzeCompany)
  analyzeCompany(
    @CurrentUser() user: AuthUser,
    @Body() dto: CompanyAnalysisRequestDto,
    @Res() res: Response,
  ) {
    return this.generations.analyzeCompany(user, dto, replyTo(res));
  }

  @Generation('generate-blog-content', GENERATIONS.blogContent)
  blogContent(
    @CurrentUser() user: AuthUser,
    @Body() dto: BlogContentRequestDto,
    @Res() res: Response,
  ) {
    return this.generations.blogContent(user, dto, replyTo(res));
  }

  // Social media automation is for members and admins (spec section 6); the rest of the
  // playground is open to every signed-in user.
  @Generation('generate-social-post', GENERATIONS.socialPost)
  @Auth('member')
  socialPost(
    @CurrentUser() user: AuthUser,
    @Body() dto: SocialPostRequestDto,
    @Res() res: Response,
  ) {
    return this.generations.socialPost(user, dto, replyTo(res));
  }

  @Get('history')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Your recent generations',
    description:
      'Newest first: endpoint, model, prompt size, tokens, cost, latency and outcome. Prompts and answers are not kept.',
  })
  @ApiOkResponse({ type: AiHistoryPageDto })
  history(@CurrentUser() user: AuthUser, @Query() query: HistoryQuery): Promise<AiHistoryPage> {
    return this.generations.history(user.id, query.page, query.pageSize);
  }
}
