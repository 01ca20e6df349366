import { ConflictError, ForbiddenError, NotFoundError } from '@sandglass/server';

export class WebhookNotFoundError extends NotFoundError {
  constructor() {
    super('You have no webhook endpoint with this id.', 'WEBHOOK_NOT_FOUND');
  }
}

export class DeliveryNotFoundError extends NotFoundError {
  constructor() {
    super('This endpoint has no delivery with this id.', 'WEBHOOK_DELIVERY_NOT_FOUND');
  }
}

export class AdminEventsError extends ForbiddenError {
  constructor(events: string[]) {
    super(
      `Only admins can receive ${events.join(', ')}: they tell of the firm's contact form, applications and newsletter.`,
      'WEBHOOK_EVENT_FORBIDDEN',
    );
  }
}

export class WebhookLimitError extends ConflictError {
  constructor(limit: number) {
    super(
      `You already have ${limit} webhook endpoints, the most allowed. Delete one you no longer use first.`,
      'WEBHOOK_LIMIT',
    );
  }
}
