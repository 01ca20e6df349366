import {
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  Clock,
  createMailQueue,
  DatabaseModule,
  HEALTH_CHECK_DATABASE,
  HEALTH_CHECK_REDIS,
  heartbeatProviders,
  LoggingModule,
  MAIL_BULL_QUEUE,
  MAIL_DATABASE,
  MetricsModule,
  RedisModule,
} from '@sandglass/server';
import type { Queue } from 'bullmq';
import type { MailWorkerConfig } from './config.js';
import { MAIL_JOB_HANDLERS, MailWorker, type MailJobHandler } from './queue/mail.worker.js';
import { MailSchedules } from './sending/mail-schedules.js';
import { MessageStore } from './sending/message-store.js';
import { SendMailJob } from './sending/send-mail.job.js';
import { SmtpTransport } from './sending/smtp-transport.js';
import { SweepMailJob } from './sending/sweep-mail.job.js';
import { MAIL_CONFIG } from './tokens.js';

@Injectable()
class QueueCloser implements OnApplicationShutdown {
  constructor(@Inject(MAIL_BULL_QUEUE) private readonly queue: Queue) {}
  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}

/**
 * The mail worker process: schema `mail` (migrated at start), the `mail` queue, no HTTP server
 * but the internal one for GET /metrics (METRICS_HOST:METRICS_PORT); its liveness is a heartbeat
 * file (HEARTBEAT_FILE) written while the database, Redis and the queue worker are well.
 */
@Module({})
export class MailWorkerModule {
  /** `clock` replaces the real clock (tests move time with it). */
  static forRoot(config: MailWorkerConfig, clock: Clock = new Clock()): DynamicModule {
    const handlers = [SendMailJob, SweepMailJob];
    return {
      module: MailWorkerModule,
      imports: [
        LoggingModule.forRoot('mail-worker', config.LOG_LEVEL),
        MetricsModule.forRoot('mail-worker', config.metricsListener),
        RedisModule.forRoot(config),
        DatabaseModule.forRoot({
          url: config.DATABASE_URL,
          ...MAIL_DATABASE,
          // A send holds a connection only for its claim and its record, never during SMTP.
          poolSize: Math.min(config.MAIL_CONCURRENCY + 2, 25),
        }),
      ],
      providers: [
        { provide: MAIL_CONFIG, useValue: config },
        { provide: Clock, useValue: clock },
        { provide: MAIL_BULL_QUEUE, useFactory: () => createMailQueue(config) },
        QueueCloser,
        MessageStore,
        SmtpTransport,
        MailSchedules,
        ...handlers,
        {
          provide: MAIL_JOB_HANDLERS,
          useFactory: (...instances: MailJobHandler[]) => instances,
          inject: handlers,
        },
        MailWorker,
        ...heartbeatProviders('mail-worker', config.HEARTBEAT_FILE, [
          HEALTH_CHECK_DATABASE,
          HEALTH_CHECK_REDIS,
          MailWorker,
        ]),
      ],
      exports: [MAIL_BULL_QUEUE],
    };
  }
}
