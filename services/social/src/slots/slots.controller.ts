import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  Auth,
  CreateEndpoint,
  CurrentUser,
  ErrorResponse,
  TokenScope,
  type AuthUser,
} from '@sandglass/server';
import {
  POSTING_SLOTS_MAX,
  QUEUE_HORIZON_WEEKS,
  type PostingSlots,
  type ScheduledPost,
} from '@sandglass/shared';
import { ScheduledPostDto } from '../posts/posts.dto.js';
import { PostingSlotsDto, QueuePostDto } from './slots.dto.js';
import { SlotsService } from './slots.service.js';

@ApiTags('social: posting slots')
@Controller('api/social')
@Auth('member')
@TokenScope('social:write')
export class SlotsController {
  constructor(private readonly slots: SlotsService) {}

  @Get('slots')
  @TokenScope('social:read')
  @ApiOperation({
    summary: 'Your posting slots',
    description:
      'The weekly times the queue fills, read in timeZone. No slots and UTC until you save some.',
  })
  @ApiOkResponse({ type: PostingSlotsDto })
  read(@CurrentUser() user: AuthUser): Promise<PostingSlots> {
    return this.slots.read(user.id);
  }

  @Put('slots')
  @ApiOperation({
    summary: 'Replace your posting slots',
    description: `Up to ${POSTING_SLOTS_MAX} weekly times (weekday 0–6, Sunday first; HH:MM, 24-hour) in an IANA time zone. A slot given twice is kept once. Posts already queued keep their times.`,
  })
  @ApiOkResponse({ type: PostingSlotsDto, description: 'The slots as saved, sorted.' })
  @ApiBadRequestResponse({
    description:
      'A weekday outside 0–6, a time not written HH:MM, an unknown time zone, or too many slots.',
    type: ErrorResponse,
  })
  save(@CurrentUser() user: AuthUser, @Body() dto: PostingSlotsDto): Promise<PostingSlots> {
    return this.slots.save(user.id, dto);
  }

  @CreateEndpoint(
    ScheduledPostDto,
    {
      summary: 'Add a post to the queue',
      description: `Schedules the post at your next posting slot that is ahead and not yet held by another of your pending posts (a post scheduled for exactly a slot's time holds it), looking ${QUEUE_HORIZON_WEEKS} weeks ahead. The slot is read in your slots' time zone, so a 09:00 slot stays 09:00 across daylight-saving changes. Otherwise the same as POST /api/social/schedule-post.`,
      invalid:
        'As for schedule-post: blank text, no platform, an unknown, unconfigured or unconnected platform, text over a platform’s limit, Instagram without an image, more than 4 images, or an image that is not yours.',
      conflict: `You have no posting slots (NO_POSTING_SLOTS), or every slot in the next ${QUEUE_HORIZON_WEEKS} weeks is taken (QUEUE_FULL).`,
    },
    'queue',
  )
  queue(@CurrentUser() user: AuthUser, @Body() dto: QueuePostDto): Promise<ScheduledPost> {
    return this.slots.queue(user, dto);
  }
}
