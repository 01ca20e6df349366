import {
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { Queue } from 'bullmq';
import type { RedisSettings } from '../config/base-config.js';
import { bullConnection } from '../redis/bull-connection.js';
import { MAIL_BULL_QUEUE, MailClient } from './mail.client.js';
import { migrateMailSchema } from './mail-database.js';
import { MAIL_QUEUE } from './mail-queue.js';

/** What the mail client reads from a service's config. */
export type MailClientSettings = RedisSettings & { DATABASE_URL: string };

/** The `mail` queue on the deployment's Redis (a producer: it adds jobs, never runs them). */
export function createMailQueue(settings: RedisSettings): Queue {
  return new Queue(MAIL_QUEUE, bullConnection(settings));
}

const MAIL_CLIENT_SETTINGS = Symbol('MAIL_CLIENT_SETTINGS');

/** Migrates schema `mail` before the service takes traffic, and closes the queue at the end. */
@Injectable()
class MailLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(MAIL_CLIENT_SETTINGS) private readonly settings: MailClientSettings,
    @Inject(MAIL_BULL_QUEUE) private readonly queue: Queue,
  ) {}

  async onModuleInit(): Promise<void> {
    await migrateMailSchema(this.settings.DATABASE_URL);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}

/**
 * The mail pipeline inside a sending service: `MailClient` to send templated mail, and the
 * `mail` queue itself (`MAIL_BULL_QUEUE`, for metrics). Needs the service's DatabaseModule and
 * LoggingModule; migrates schema `mail` at start-up (see migrateMailSchema).
 */
@Module({})
export class MailModule {
  static forRoot(settings: MailClientSettings): DynamicModule {
    return {
      module: MailModule,
      global: true,
      providers: [
        { provide: MAIL_CLIENT_SETTINGS, useValue: settings },
        { provide: MAIL_BULL_QUEUE, useFactory: () => createMailQueue(settings) },
        MailLifecycle,
        MailClient,
      ],
      exports: [MailClient, MAIL_BULL_QUEUE],
    };
  }
}
