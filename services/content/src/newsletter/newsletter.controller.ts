import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Post,
  Query,
  Redirect,
  Res,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiSeeOtherResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import {
  Auth,
  DeleteEndpoint,
  ErrorResponse,
  IdParam,
  Paginated,
  TokenScope,
  type Paged,
} from '@sandglass/server';
import type { AcceptedResponse, NewsletterOutcome, NewsletterSubscriber } from '@sandglass/shared';
import type { Response } from 'express';
import { AcceptedResponseDto } from '../common/responses.dto.js';
import type { ContentConfig } from '../config.js';
import { CONTENT_CONFIG } from '../tokens.js';
import { subscribersCsv, toNewsletterSubscriber } from './newsletter.mapper.js';
import { NewsletterSubscriberNotFoundError } from './newsletter.errors.js';
import {
  ListSubscribersQuery,
  NewsletterSignupDto,
  NewsletterSubscriberDto,
} from './newsletter.dto.js';
import { NewsletterService } from './newsletter.service.js';
import { unsubscribePage } from './unsubscribe-page.js';

const NOT_FOUND = () => new NewsletterSubscriberNotFoundError();

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
  @ApiOperation({
    summary: 'The unsubscribe link (in every newsletter email): a page with a button',
    description:
      'Does not unsubscribe: mail scanners and link previews fetch links. A known token gets a page whose button posts the one-click form; an unknown one redirects to /?newsletter=invalid.',
  })
  @ApiQuery({ name: 'token', required: true })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The page with the Unsubscribe button.' })
  @ApiSeeOtherResponse({ description: 'An unknown token: to /?newsletter=invalid.' })
  async unsubscribePage(@Res() response: Response, @Query('token') token?: string): Promise<void> {
    if (!(await this.newsletter.knowsUnsubscribeToken(token))) {
      const { url, statusCode } = this.home('invalid');
      response.redirect(statusCode, url);
      return;
    }
    response
      .status(200)
      .setHeader('Cache-Control', 'no-store')
      .setHeader('Referrer-Policy', 'no-referrer')
      .type('html')
      .send(
        unsubscribePage({
          firmName: this.config.FIRM_NAME,
          siteUrl: this.config.siteUrl,
          token: token as string,
        }),
      );
  }

  @Post('unsubscribe')
  @Redirect()
  @ApiOperation({
    summary: 'One-click unsubscribe (RFC 8058)',
    description:
      "What mail clients call from the List-Unsubscribe-Post header (body `List-Unsubscribe=One-Click`), and what the unsubscribe page's button posts. Unsubscribes at once, with no sign-in; redirects to /?newsletter=unsubscribed, or /?newsletter=invalid.",
  })
  @ApiQuery({ name: 'token', required: true })
  @ApiFoundResponse({ description: 'To the home page, with the outcome in the query.' })
  async unsubscribeOneClick(@Query('token') token?: string): Promise<RedirectTo> {
    return this.home((await this.newsletter.unsubscribe(token)) ? 'unsubscribed' : 'invalid');
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

  @Get('subscribers/export')
  @Auth('admin')
  @TokenScope('newsletter:write')
  @ApiOperation({
    summary: 'Newsletter subscribers as CSV (admin)',
    description:
      'Every subscriber matching `q` and `status` (as the list takes them), oldest first: email, status, subscribed_at, confirmed_at, unsubscribed_at.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The CSV file.' })
  @ApiBadRequestResponse({ type: ErrorResponse })
  async export(@Query() query: ListSubscribersQuery, @Res() response: Response): Promise<void> {
    const subscribers = await this.newsletter.all(query);
    response
      .status(200)
      .type('text/csv; charset=utf-8')
      .setHeader('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"')
      .setHeader('Cache-Control', 'no-store')
      .send(subscribersCsv(subscribers));
  }

  @DeleteEndpoint({ summary: 'Delete a newsletter subscriber (admin)' }, 'subscribers/:id')
  @Auth('admin')
  @TokenScope('newsletter:write')
  async remove(@IdParam(NOT_FOUND) id: string): Promise<void> {
    await this.newsletter.remove(id);
  }

  private home(outcome: NewsletterOutcome): RedirectTo {
    return { url: `${this.config.siteUrl}/?newsletter=${outcome}`, statusCode: 303 };
  }
}
