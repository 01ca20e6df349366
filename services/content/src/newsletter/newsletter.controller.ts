import { Body, Controller, Get, HttpCode, Inject, Post, Query, Redirect } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiFoundResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, ErrorResponse, Paginated, type Paged, TokenScope } from '@sandglass/server';
import type { AcceptedResponse, NewsletterOutcome, NewsletterSubscriber } from '@sandglass/shared';
import { AcceptedResponseDto } from '../common/responses.dto.js';
import type { ContentConfig } from '../config.js';
import { CONTENT_CONFIG } from '../tokens.js';
import { toNewsletterSubscriber } from './newsletter.mapper.js';
import {
  ListSubscribersQuery,
  NewsletterSignupDto,
  NewsletterSubscriberDto,
} from './newsletter.dto.js';
import { NewsletterService } from './newsletter.service.js';

export const SIGNUP_ANSWER =
  'Thanks! If this address is not subscribed yet, a confirmation email is on its way: follow the link in it to start receiving our insights.';

interface RedirectTo {
  url: string;
  statusCode: number;
}

@ApiTags('content: newsletter')
@Controller('api/newsletter')
export class NewsletterController {
  constructor(
    private readonly newsletter: NewsletterService,
    @Inject(CONTENT_CONFIG) private readonly config: ContentConfig,
  ) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Subscribe to the newsletter',
    description:
      'Double opt-in: sends a confirmation link. The answer is the same whether or not the address is known.',
  })
  @ApiAcceptedResponse({ type: AcceptedResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async subscribe(@Body() dto: NewsletterSignupDto): Promise<AcceptedResponse> {
    await this.newsletter.subscribe(dto.email);
    return { message: SIGNUP_ANSWER };
  }

  @Get('confirm')
  @Redirect()
  @ApiOperation({
    summary: 'Confirm a subscription (the link in the email)',
    description: 'Redirects to /?newsletter=confirmed, or /?newsletter=invalid.',
  })
  @ApiQuery({ name: 'token', required: true })
  @ApiFoundResponse({ description: 'To the home page, with the outcome in the query.' })
  async confirm(@Query('token') token?: string): Promise<RedirectTo> {
    return this.home((await this.newsletter.confirm(token)) ? 'confirmed' : 'invalid');
  }

  @Get('unsubscribe')
  @Redirect()
  @ApiOperation({
    summary: 'Unsubscribe (the link in every newsletter email)',
    description: 'Redirects to /?newsletter=unsubscribed, or /?newsletter=invalid.',
  })
  @ApiQuery({ name: 'token', required: true })
  @ApiFoundResponse({ description: 'To the home page, with the outcome in the query.' })
  async unsubscribe(@Query('token') token?: string): Promise<RedirectTo> {
    return this.home((await this.newsletter.unsubscribe(token)) ? 'unsubscribed' : 'invalid');
  }

  @Post('unsubscribe')
  @Redirect()
  @ApiOperation({
    summary: 'One-click unsubscribe (RFC 8058)',
    description: 'What mail clients call from the List-Unsubscribe-Post header.',
  })
  @ApiQuery({ name: 'token', required: true })
  @ApiFoundResponse({ description: 'To the home page, with the outcome in the query.' })
  async unsubscribeOneClick(@Query('token') token?: string): Promise<RedirectTo> {
    return this.unsubscribe(token);
  }

  @Get('subscribers')
  @Auth('admin')
  @TokenScope('newsletter:write')
  @ApiOperation({
    summary: 'Newsletter subscribers (admin)',
    description: 'Newest first, one page at a time.',
  })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @Paginated(NewsletterSubscriberDto)
  async list(@Query() query: ListSubscribersQuery): Promise<Paged<NewsletterSubscriber>> {
    const { items, total } = await this.newsletter.list(query);
    return { items: items.map(toNewsletterSubscriber), total };
  }

  private home(outcome: NewsletterOutcome): RedirectTo {
    return { url: `${this.config.siteUrl}/?newsletter=${outcome}`, statusCode: 303 };
  }
}
