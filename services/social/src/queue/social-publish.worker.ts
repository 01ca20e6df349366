import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, type OnModuleInit } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import {
  SOCIAL_PUBLISH_HANDLERS,
  SOCIAL_PUBLISH_JOB_NAMES,
  SOCIAL_PUBLISH_QUEUE,
  type SocialPublishJobHandler,
} from './social-publish.queue.js';

/** Checks that every declared job has exactly one handler; throws a sentence otherwise. */
export function handlerMap(
  names: readonly string[],
  handlers: SocialPublishJobHandler[],
): Map<string, SocialPublishJobHandler> {
  const map = new Map<string, SocialPublishJobHandler>();
  for (const handler of handlers) {
    if (map.has(handler.name))
      throw new Error(`Two handlers are registered for the "${handler.name}" job.`);
    map.set(handler.name, handler);
  }
  const missing = names.filter((name) => !map.has(name));
  if (missing.length > 0) {
    throw new Error(
      `The worker cannot start: no handler for the ${missing.map((n) => `"${n}"`).join(', ')} job(s).`,
    );
  }
  return map;
}

/** Drains the social-publish queue, handing each job to its feature's handler. */
@Processor(SOCIAL_PUBLISH_QUEUE)
export class SocialPublishWorker extends WorkerHost implements OnModuleInit {
  private readonly logger = new Logger(SocialPublishWorker.name);
  private handlers = new Map<string, SocialPublishJobHandler>();

  constructor(
    @Inject(SOCIAL_PUBLISH_HANDLERS) private readonly registered: SocialPublishJobHandler[],
  ) {
    super();
  }

  onModuleInit(): void {
    this.handlers = handlerMap(SOCIAL_PUBLISH_JOB_NAMES, this.registered);
    this.logger.log(`ready for ${this.handlers.size} job type(s) on "${SOCIAL_PUBLISH_QUEUE}"`);
  }

  async process(job: Job): Promise<unknown> {
    const handler = this.handlers.get(job.name);
    // A job nobody can handle will never succeed: fail it without retrying.
    if (!handler) throw new UnrecoverableError(`No handler for job "${job.name}".`);
    return handler.handle(job.data as never, job);
  }
}
