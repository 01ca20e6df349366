/**
 * The publishing module's face: everything outside `publishing/` imports from here. It owns
 * deliveries (one platform's part of a post), the post status they add up to, the
 * social-publish queue, the worker's jobs (publish a delivery, the sweep, the token refresh)
 * and their schedulers.
 */
export { AdminQueueController } from './admin-queue.controller.js';
export { Delivery, DELIVERY_STATUSES, WAITING_DELIVERY_STATUSES } from './delivery.entity.js';
export { refreshPostStatus } from './post-status.js';
export { QUEUE_REQUEST_WAIT_MS, type DueDelivery } from './publish-queue.js';
export { WithPublishing } from './publishing.config.js';
export { PUBLISHING_HANDLERS, PublishingModule } from './publishing.module.js';
export { PublishingService } from './publishing.service.js';
export {
  SEND_ALERT_JOB,
  SOCIAL_PUBLISH_QUEUE,
  WARN_EXPIRING_TOKENS_JOB,
  type AlertJob,
  type SocialPublishJobHandler,
  type SocialPublishJobs,
} from './social-publish.queue.js';
export { SocialPublishWorker } from './social-publish.worker.js';
