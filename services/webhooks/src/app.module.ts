import { Module, type DynamicModule } from '@nestjs/common';
import {
  Clock,
  createWebhooksQueue,
  MailModule,
  serviceInfrastructure,
  WEBHOOKS_BULL_QUEUE,
} from '@sandglass/server';
import type { WebhooksConfig } from './config.js';
import { WEBHOOKS_DATABASE } from './database.js';
import { DeliverWebhookJob } from './deliveries/deliver-webhook.job.js';
import { DeliveryStore } from './deliveries/delivery-store.js';
import { RelayEventJob } from './deliveries/relay-event.job.js';
import { SweepWebhooksJob } from './deliveries/sweep-webhooks.job.js';
import { EndpointsController } from './endpoints/endpoints.controller.js';
import { EndpointsService } from './endpoints/endpoints.service.js';
import {
  WEBHOOK_JOB_HANDLERS,
  WebhooksWorker,
  type WebhookJobHandler,
} from './queue/webhooks.worker.js';
import { WEBHOOKS_CONFIG } from './tokens.js';

/**
 * The webhooks service: the endpoints API and, in the same process, the worker that takes
 * relayed events and delivers them (a delivery is a short HTTP call; one deployable keeps the
 * queue's producer and consumer together). Events come in from the emitting services'
 * outboxes (WebhookOutbox) over the `webhooks` queue.
 */
@Module({})
export class WebhooksAppModule {
  static forRoot(config: WebhooksConfig, clock: Clock = new Clock()): DynamicModule {
    const handlers = [RelayEventJob, DeliverWebhookJob, SweepWebhooksJob];
    return {
      module: WebhooksAppModule,
      imports: [
        ...serviceInfrastructure('webhooks', config, WEBHOOKS_DATABASE),
        MailModule.forRoot(config),
      ],
      controllers: [EndpointsController],
      providers: [
        { provide: WEBHOOKS_CONFIG, useValue: config },
        { provide: Clock, useValue: clock },
        { provide: WEBHOOKS_BULL_QUEUE, useFactory: () => createWebhooksQueue(config) },
        DeliveryStore,
        EndpointsService,
        ...handlers,
        {
          provide: WEBHOOK_JOB_HANDLERS,
          useFactory: (...instances: WebhookJobHandler[]) => instances,
          inject: handlers,
        },
        WebhooksWorker,
      ],
    };
  }
}
