import { Body, Controller, HttpCode, Post } from '@nestjs/common';
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
  DeleteEndpoint,
  ErrorResponse,
  IdParam,
  TokenScope,
  type AuthUser,
} from '@sandglass/server';
import type { PostNowResponse, ScheduledPost } from '@sandglass/shared';
import {
  CreateDraftDto,
  PostNowResponseDto,
  ScheduleDraftDto,
  ScheduledPostDto,
} from './posts.dto.js';
import { PostNotFoundError } from './posts.errors.js';
import { PostsService } from './posts.service.js';

const NOT_FOUND = () => new PostNotFoundError();

const NOT_A_DRAFT = 'The post is no longer a draft (it was scheduled or posted already).';

const PUBLISH_INVALID =
  'The draft is not ready, each problem named in details: no platform, an unconfigured or unconnected platform, text over a platform’s limit, Instagram without an image, or (scheduling) no time, or a time past or more than a year ahead.';

/**
 * Drafts: posts saved with status `draft`, not queued. They are listed and read with the other
 * posts (GET /api/social/scheduled-posts?status=draft) and edited with PATCH
 * /api/social/scheduled-posts/{id}; these endpoints make, publish and delete them.
 */
@ApiTags('social: posts')
@Controller('api/social/drafts')
@Auth('member')
@TokenScope('social:write')
export class DraftsController {
  constructor(private readonly posts: PostsService) {}

  @CreateEndpoint(ScheduledPostDto, {
    summary: 'Save a draft',
    description:
      'A post with status draft: nothing is queued and nothing is published until it is scheduled (POST …/{id}/schedule) or posted (POST …/{id}/post-now). Platforms (possibly none) and scheduledTime are optional and are checked only then; the images must be yours.',
    invalid:
      'Blank or over-long text, an unknown platform, a malformed time, more than 4 images, or an image that is not yours.',
  })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateDraftDto): Promise<ScheduledPost> {
    return this.posts.createDraft(
      user.id,
      {
        text: dto.content.text,
        mediaIds: dto.content.mediaIds ?? [],
        platforms: dto.platforms ?? [],
        campaignLinks: dto.campaignLinks ?? true,
      },
      dto.scheduledTime ? new Date(dto.scheduledTime) : null,
    );
  }

  @Post(':id/schedule')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Schedule a draft',
    description:
      'Checks the draft as a new post and turns it into a pending post due at scheduledTime (or the time the draft was given), with one delivery per platform queued like any scheduled post.',
  })
  @ApiOkResponse({ type: ScheduledPostDto })
  @ApiBadRequestResponse({ description: PUBLISH_INVALID, type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: NOT_A_DRAFT, type: ErrorResponse })
  schedule(
    @CurrentUser() user: AuthUser,
    @IdParam(NOT_FOUND) id: string,
    @Body() dto: ScheduleDraftDto,
  ): Promise<ScheduledPost> {
    return this.posts.scheduleDraft(user, id, dto.scheduledTime);
  }

  @Post(':id/post-now')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Publish a draft now',
    description:
      'Checks the draft as a new post, turns it into a post due at once and answers like POST /api/social/post-now.',
  })
  @ApiOkResponse({ type: PostNowResponseDto })
  @ApiBadRequestResponse({ description: PUBLISH_INVALID, type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ description: NOT_A_DRAFT, type: ErrorResponse })
  postNow(@CurrentUser() user: AuthUser, @IdParam(NOT_FOUND) id: string): Promise<PostNowResponse> {
    return this.posts.postDraftNow(user, id);
  }

  @DeleteEndpoint({
    summary: 'Delete a draft',
    description: 'Removes the draft; its images stay among your uploads.',
    conflict: 'The post is not a draft: cancel it with DELETE /api/social/scheduled-posts/{id}.',
  })
  remove(@CurrentUser() user: AuthUser, @IdParam(NOT_FOUND) id: string): Promise<void> {
    return this.posts.deleteDraft(user, id);
  }
}
