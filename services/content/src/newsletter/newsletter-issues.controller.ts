import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  Auth,
  CreateEndpoint,
  DeleteEndpoint,
  ErrorResponse,
  IdParam,
  ListEndpoint,
  TokenScope,
  UpdateEndpoint,
  type Paged,
} from '@sandglass/server';
import type {
  AcceptedResponse,
  NewsletterIssue,
  NewsletterIssueInput,
  NewsletterIssueRecipient,
} from '@sandglass/shared';
import { AcceptedResponseDto } from '../common/responses.dto.js';
import { NewsletterIssueNotFoundError } from './newsletter.errors.js';
import { toNewsletterIssue, toNewsletterIssueRecipient } from './newsletter.mapper.js';
import type { NewsletterIssue as NewsletterIssueRow } from './newsletter-issue.entity.js';
import {
  CreateNewsletterIssueDto,
  ListIssuesQuery,
  ListRecipientsQuery,
  NewsletterIssueDto,
  NewsletterIssueRecipientDto,
  SendNewsletterIssueDto,
  TestNewsletterIssueDto,
  UpdateNewsletterIssueDto,
} from './newsletter-issues.dto.js';
import { NewsletterIssuesService } from './newsletter-issues.service.js';

const NOT_FOUND = () => new NewsletterIssueNotFoundError();
const NOT_DRAFT = 'The issue is scheduled or sent (an issue goes out once).';

/** Newsletter issues (admin only): write, test, send once, follow the progress. */
@ApiTags('content: newsletter issues')
@Controller('api/newsletter/issues')
@TokenScope('newsletter:write')
export class NewsletterIssuesController {
  constructor(private readonly issues: NewsletterIssuesService) {}

  @CreateEndpoint(NewsletterIssueDto, {
    summary: 'Write a newsletter issue (admin)',
    description:
      'A draft: `{subject, preheader?, body}` (Markdown, images from the upload store) or `{articleSlug}` to start from an insights article (its title, excerpt, image and a link).',
    invalid: 'A missing subject or body, Markdown that could run script, or both forms at once.',
  })
  @ApiNotFoundResponse({ description: 'No article has the articleSlug.', type: ErrorResponse })
  @Auth('admin')
  async create(@Body() dto: CreateNewsletterIssueDto): Promise<NewsletterIssue> {
    return this.answer(await this.issues.create(dto as NewsletterIssueInput));
  }

  @ListEndpoint(NewsletterIssueDto, {
    summary: 'Newsletter issues (admin)',
    description: 'Newest first, one page at a time, each with its counts.',
  })
  @Auth('admin')
  async list(@Query() query: ListIssuesQuery): Promise<Paged<NewsletterIssue>> {
    const { items, total } = await this.issues.list(query);
    const counts = await this.issues.counts(items.map((issue) => issue.id));
    return {
      items: items.map((issue) =>
        toNewsletterIssue(issue, counts.get(issue.id)!, this.issues.bodyHtml(issue)),
      ),
      total,
    };
  }

  @Get(':id')
  @ApiOperation({
    summary: 'A newsletter issue with its counts (admin)',
    description:
      'Counts: recipients (confirmed subscribers when it went out), queued, sent, failed, bounced, skipped (unsubscribed or suppressed before their turn) and unsubscribed with this issue’s link. Opens are not tracked. Reading a sending issue brings its counts up to date.',
  })
  @ApiOkResponse({ type: NewsletterIssueDto })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @Auth('admin')
  async get(@IdParam(NOT_FOUND) id: string): Promise<NewsletterIssue> {
    return this.answer(await this.issues.get(id));
  }

  @UpdateEndpoint(NewsletterIssueDto, {
    summary: 'Change a draft issue (admin)',
    invalid: 'A blank subject or body, or Markdown that could run script.',
    conflict: NOT_DRAFT,
  })
  @Auth('admin')
  async update(
    @IdParam(NOT_FOUND) id: string,
    @Body() dto: UpdateNewsletterIssueDto,
  ): Promise<NewsletterIssue> {
    return this.answer(await this.issues.update(id, dto));
  }

  @DeleteEndpoint({ summary: 'Delete a draft issue (admin)', conflict: NOT_DRAFT })
  @Auth('admin')
  async remove(@IdParam(NOT_FOUND) id: string): Promise<void> {
    await this.issues.remove(id);
  }

  @Post(':id/test')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Send a test of the issue to one address (admin)',
    description:
      'One mail, "[Test]" before the subject, to that address only; its unsubscribe link unsubscribes nobody.',
  })
  @ApiAcceptedResponse({ type: AcceptedResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @Auth('admin')
  async test(
    @IdParam(NOT_FOUND) id: string,
    @Body() dto: TestNewsletterIssueDto,
  ): Promise<AcceptedResponse> {
    await this.issues.sendTest(id, dto.email);
    return { message: `A test of this issue is on its way to ${dto.email}.` };
  }

  @Post(':id/send')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Send a draft issue now, or schedule it (admin)',
    description:
      'Now: the confirmed subscribers of this moment become its recipients and each gets one mail, at NEWSLETTER_RATE_PER_SECOND. With `scheduledAt` (in the future) the same happens then; until then `POST …/cancel` takes it back to a draft. Answers the issue.',
  })
  @ApiAcceptedResponse({ type: NewsletterIssueDto })
  @ApiBadRequestResponse({ description: 'scheduledAt is not a future time.', type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: NOT_DRAFT, type: ErrorResponse })
  @Auth('admin')
  async send(
    @IdParam(NOT_FOUND) id: string,
    @Body() dto: SendNewsletterIssueDto,
  ): Promise<NewsletterIssue> {
    return this.answer(
      await this.issues.send(id, dto.scheduledAt ? new Date(dto.scheduledAt) : undefined),
    );
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel a scheduled issue (admin)',
    description: 'Back to a draft, to edit or send later.',
  })
  @ApiOkResponse({ type: NewsletterIssueDto })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: 'The issue is not scheduled.', type: ErrorResponse })
  @Auth('admin')
  async cancel(@IdParam(NOT_FOUND) id: string): Promise<NewsletterIssue> {
    return this.answer(await this.issues.cancel(id));
  }

  @ListEndpoint(
    NewsletterIssueRecipientDto,
    {
      summary: 'An issue’s recipients (admin)',
      description: 'By address, one page at a time; `?status=` narrows them.',
    },
    ':id/recipients',
  )
  @Auth('admin')
  async recipients(
    @IdParam(NOT_FOUND) id: string,
    @Query() query: ListRecipientsQuery,
  ): Promise<Paged<NewsletterIssueRecipient>> {
    const { items, total } = await this.issues.recipients(id, query);
    return { items: items.map(toNewsletterIssueRecipient), total };
  }

  private async answer(issue: NewsletterIssueRow): Promise<NewsletterIssue> {
    const counts = await this.issues.counts([issue.id]);
    return toNewsletterIssue(issue, counts.get(issue.id)!, this.issues.bodyHtml(issue));
  }
}
