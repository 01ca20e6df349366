import {
  applyDecorators,
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Post,
  Query,
  Req,
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
import { Auth, CurrentUser, ErrorResponse, type AuthUser } from '@sandglass/server';
import type { AiHistoryPage } from '@sandglass/shared';
import type { Request, Response } from 'express';
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

/** The documentation every generation endpoint shares. */
function ApiGeneration(summary: string, description: string, type: new () => unknown) {
  return applyDecorators(
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

@ApiTags('ai')
@Controller('api/ai')
@Auth()
export class GenerationsController {
  constructor(private readonly generations: GenerationsService) {}

  @Post('generate-insight')
  @ApiGeneration(
    'Generate an insight',
    'Answers a question, with optional context, from an investor’s point of view (Markdown).',
    InsightResponseDto,
  )
  insight(
    @CurrentUser() user: AuthUser,
    @Body() dto: InsightRequestDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.generations.insight(user, dto, replyTo(req, res));
  }

  @Post('analyze-company')
  @ApiGeneration(
    'Analyse a company',
    'An investor’s analysis of a company from its name, description, category and AI tags (Markdown).',
    CompanyAnalysisResponseDto,
  )
  analyzeCompany(
    @CurrentUser() user: AuthUser,
    @Body() dto: CompanyAnalysisRequestDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.generations.analyzeCompany(user, dto, replyTo(req, res));
  }

  @Post('generate-blog-content')
  @ApiGeneration(
    'Draft a blog article',
    'A title, a short summary and the article in Markdown, on a topic and optional category.',
    BlogContentResponseDto,
  )
  blogContent(
    @CurrentUser() user: AuthUser,
    @Body() dto: BlogContentRequestDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.generations.blogContent(user, dto, replyTo(req, res));
  }

  // Social media automation is for members and admins (spec section 6); the rest of the
  // playground is open to every signed-in user.
  @Post('generate-social-post')
  @Auth('member')
  @ApiGeneration(
    'Write a social media post',
    'One post that fits the platform’s maximum length (twitter 280, linkedin 3000, facebook 63206, instagram 2200; "all" the smallest).',
    SocialPostResponseDto,
  )
  socialPost(
    @CurrentUser() user: AuthUser,
    @Body() dto: SocialPostRequestDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.generations.socialPost(user, dto, replyTo(req, res));
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
