import { ConflictError } from '@sandglass/server';
import { QUEUE_HORIZON_WEEKS } from '@sandglass/shared';

export class NoPostingSlotsError extends ConflictError {
  constructor() {
    super(
      'Add posting slots first (Social Media → Scheduled → Posting slots), then add the post to the queue.',
      'NO_POSTING_SLOTS',
    );
  }
}

export class QueueFullError extends ConflictError {
  constructor() {
    super(
      `Every posting slot in the next ${QUEUE_HORIZON_WEEKS} weeks is taken. Add more slots, or schedule this post for a time of its own.`,
      'QUEUE_FULL',
    );
  }
}
