import { Body, Controller, Delete, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import {
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
  CurrentUser,
  ErrorResponse,
  IdParam,
  UpdateEndpoint,
  type AuthUser,
  TokenScope,
} from '@sandglass/server';
import type { PostNowResponse, ScheduledPost, ScheduledPostPage } from '@sandglass/shared';
import {
  ListPostsQuery,
  PostNowDto,
  PostNowResponseDto,
  RetryPostDto,
  ScheduledPostDto,
  ScheduledPostPageDto,
  SchedulePostDto,
  UpdatePostDto,
} from './posts.dto.js';
import { PostsService } from './posts.service.js';
import { PostNotFoundError } from './posts.errors.js';

const NOT_FOUND = () => new PostNotFoundError();

const VALIDATION =
  'A field is wrong, each named in details: blank text, no platform, an unknown, unconfigured or unconnected platform, text over a platform’s limit, Instagram without an image, more than 4 images, an image that is not yours, or (scheduling) a time that is malformed, without an offset, past or more than a year ahead.';

@ApiTags('social: posts')
@Controller('api/social')
@Auth('member')
@TokenScope('social:write')
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @Get('scheduled-posts')
  @TokenScope('social:read')
  @ApiOperation({
    summary: 'Your posts',
    description:
      'Newest first (by creation), or with ?sort=send_time by send time (pending posts soonest first, then the others most recently sent first); paginated, each with one delivery per platform. Drafts are among them (status draft, no deliveries). Filters: ?status (draft: the drafts alone), ?outcome (partly_posted apart from failed), ?platform, ?includeCancelled=false. Admins may pass ?scope=all for every member’s posts.',
  })
  @ApiOkResponse({ type: ScheduledPostPageDto })
  @ApiBadRequestResponse({ type: ErrorResponse })
  list(
    @CurrentUser() user: AuthUser,
    @Query() query: ListPostsQuery,
    @Headers('authorization') authorization: string | undefined,
  ): Promise<ScheduledPostPage> {
    return this.posts.list(user, query, authorization);
  }

  @Get('scheduled-posts/:id')
  @TokenScope('social:read')
  @ApiOperation({ summary: 'One of your posts', description: 'Admins may read anyone’s.' })
  @ApiOkResponse({ type: ScheduledPostDto })
  @ApiNotFoundResponse({ type: ErrorResponse })
  read(
    @CurrentUser() user: AuthUser,
    @IdParam(NOT_FOUND) id: string,
    @Headers('authorization') authorization: string | undefined,
  ): Promise<ScheduledPost> {
    return this.posts.read(user, id, authorization);
  }

  @CreateEndpoint(
    ScheduledPostDto,
    {
      summary: 'Schedule a post',
      description:
        'Saves the post with one delivery per platform and queues each for scheduledTime (ISO 8601 with an offset, in the future, at most 365 days ahead). A userId in the body is ignored: the post is the caller’s.',
      invalid: VALIDATION,
    },
    'schedule-post',
  )
  schedule(@CurrentUser() user: AuthUser, @Body() dto: SchedulePostDto): Promise<ScheduledPost> {
    return this.posts.schedule(user, dto);
  }

  @Post('post-now')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Publish now',
    description:
      'A post due at once, published by the same queue and worker as scheduled ones. Waits for the platforms up to SOCIAL_POST_NOW_WAIT_MS (12 s by default), then answers one result per platform: posted (with url), failed (with error), or still queued/publishing (follow it with GET /api/social/events or GET /api/social/scheduled-posts/{postId}).',
  })
  @ApiOkResponse({ type: PostNowResponseDto })
  @ApiBadRequestResponse({ description: VALIDATION, type: ErrorResponse })
  postNow(@CurrentUser() user: AuthUser, @Body() dto: PostNowDto): Promise<PostNowResponse> {
    return this.posts.postNow(user, dto);
  }

  @UpdateEndpoint(
    ScheduledPostDto,
    {
      summary: 'Edit a pending post or a draft',
      description:
        'Text, images, platforms and time, while the post is pending and none of its deliveries has started; its jobs are moved, added or removed to match. A draft stays a draft (nothing is queued); its platforms (possibly none) and time are checked when it is scheduled or posted.',
      invalid: VALIDATION,
      conflict: 'Publishing has started or finished.',
    },
    'scheduled-posts/:id',
  )
  update(
    @CurrentUser() user: AuthUser,
    @IdParam(NOT_FOUND) id: string,
    @Body() dto: UpdatePostDto,
  ): Promise<ScheduledPost> {
    return this.posts.update(user, id, dto);
  }

  @Delete('scheduled-posts/:id')
  @ApiOperation({
    summary: 'Cancel a pending post',
    description: 'Cancels the deliveries not yet published and removes their jobs.',
  })
  @ApiOkResponse({ type: ScheduledPostDto, description: 'The post, now cancelled.' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({
    description: 'The post is publishing right now, or already posted, failed or cancelled.',
    type: ErrorResponse,
  })
  cancel(@CurrentUser() user: AuthUser, @IdParam(NOT_FOUND) id: string): Promise<ScheduledPost> {
    return this.posts.cancel(user, id);
  }

  @Post('scheduled-posts/:id/retry')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Retry failed deliveries',
    description:
      'Queues again the failed deliveries that surely did not publish (retryable). Those whose outcome is unknown only with {"confirm": true}, after checking the platform. Refusals (duplicate, permission, validation) are never retried. A delivery of a post whose scheduledTime is still ahead goes back to waiting for that time (its dueAt says when), otherwise it goes out at once.',
  })
  @ApiOkResponse({ type: ScheduledPostDto })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({
    description:
      'Nothing can be retried: none failed, the failure will not go away, the outcome is unknown without confirm, or the account needs reconnecting.',
    type: ErrorResponse,
  })
  retry(
    @CurrentUser() user: AuthUser,
    @IdParam(NOT_FOUND) id: string,
    @Body() dto: RetryPostDto,
  ): Promise<ScheduledPost> {
    return this.posts.retry(user, id, dto);
  }
}
