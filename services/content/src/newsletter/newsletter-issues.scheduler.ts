import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { LOGGER } from '@sandglass/server';
import type { Logger } from 'pino';
import { NewsletterIssuesService } from './newsletter-issues.service.js';

/** How often scheduled issues are looked for and sending ones' progress is read. */
export const ISSUE_TICK_MS = 2_000;

/**
 * Sends each scheduled issue when its time comes and keeps sending issues' counts current
 * (every ISSUE_TICK_MS, in every replica: starting a send is one conditional update, so only
 * one replica does it).
 */
@Injectable()
export class NewsletterIssuesScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly issues: NewsletterIssuesService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running ??= this.issues
        .tick()
        .catch((error: unknown) =>
          this.logger.error({ err: error }, 'newsletter issue tick failed'),
        )
        .finally(() => (this.running = undefined));
    }, ISSUE_TICK_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
