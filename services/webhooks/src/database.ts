import {
  DeliveryAttempt,
  ReceivedEvent,
  WebhookDelivery,
} from './deliveries/webhook-delivery.entity.js';
import { WebhookEndpoint } from './endpoints/webhook-endpoint.entity.js';
import { migrations } from './migrations/index.js';

/** The webhooks service's schema, entities and committed migrations. */
export const WEBHOOKS_DATABASE = {
  schema: 'webhooks',
  entities: [WebhookEndpoint, WebhookDelivery, DeliveryAttempt, ReceivedEvent],
  migrations,
};
