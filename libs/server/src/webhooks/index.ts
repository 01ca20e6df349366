export * from './webhook-outbox.entity.js';
export * from './webhook-outbox.js';
export * from './webhook-queue.js';
