import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { Auth, type AuthUser, CurrentUser, LOGGER, TokenScope } from '@sandglass/server';
import type { SocialPostEvent } from '@sandglass/shared';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { CampaignStats } from './campaign-stats.js';
import { toScheduledPost } from './post-view.js';
import { Post } from './post.entity.js';
import { PostEvents } from '../events/post-events.js';

/** Under the gateway's 15 s silence limit, and short enough for proxies that drop idle streams. */
export const HEARTBEAT_MS = 10_000;

@ApiTags('social: events')
@Controller('api/social/events')
export class EventsController {
  constructor(
    private readonly events: PostEvents,
    private readonly campaignStats: CampaignStats,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Get()
  @Auth('member')
  @TokenScope('social:read')
  @ApiOperation({
    summary: 'Changes to your posts, as server-sent events',
    description:
      'A text/event-stream that stays open: event "post" with {post} (the whole post, as GET /api/social/scheduled-posts/{id} answers it) whenever one of your posts or its deliveries changes, from this or any other replica or the worker; a ": heartbeat" comment every 10 s. Send the bearer token in the Authorization header (read it with fetch, not EventSource, which cannot send headers).',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'event: post\\ndata: {"post": {…}}' })
  async stream(
    @CurrentUser() user: AuthUser,
    @Res() res: Response,
    @Headers('authorization') authorization: string | undefined,
  ): Promise<void> {
    let closed = false;
    let unsubscribe = () => {};
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const close = () => {
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
    };
    // The response closes when the client goes away (or the server shuts down).
    res.on('close', close);
    res.on('error', close);

    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('Connection', 'keep-alive');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();

    // Events are sent in order, one post read at a time.
    let queue = Promise.resolve();
    const send = (postId: string) => {
      queue = queue
        .then(async () => {
          if (closed) return;
          const post = await this.dataSource.getRepository(Post).findOneBy({ id: postId });
          if (!post || closed) return;
          const event: SocialPostEvent = {
            post: await toScheduledPost(
              this.dataSource.manager,
              post,
              this.campaignStats.forCaller(authorization),
            ),
          };
          res.write(`event: post\ndata: ${JSON.stringify(event)}\n\n`);
        })
        .catch((error: unknown) => {
          this.logger.warn(`Could not send a post event: ${String(error)}`);
        });
    };
    try {
      const stop = await this.events.subscribe((event) => {
        if (event.userId === user.id) send(event.postId);
      });
      if (closed) stop();
      else unsubscribe = stop;
    } catch (error) {
      this.logger.warn(`Post events are unavailable: ${String(error)}`);
    }
    if (!closed) res.write('retry: 5000\n: connected\n\n');
  }
}
