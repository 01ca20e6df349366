import {
  PLATFORM_DISPLAY_NAME,
  type ScheduledPost,
  type SocialDeliveryStatus,
  type SocialPostOutcome,
  type SocialPostStatus,
} from '@sandglass/shared';
import type { BadgeVariant } from '../../ui/Badge';
import { formatPostTime } from './postTime';

/**
 * Spec section 4: pending yellow, posted green, failed red, cancelled grey (the theme's sand is
 * its yellow); a post partly posted (out on some platforms, failed on others) is blue. The
 * icon for each is chosen in StatusBadge.
 */
export const POST_OUTCOME_STYLE: Readonly<
  Record<SocialPostOutcome, { label: string; variant: BadgeVariant }>
> = {
  pending: { label: 'Pending', variant: 'sand' },
  posted: { label: 'Posted', variant: 'success' },
  partly_posted: { label: 'Partly posted', variant: 'info' },
  failed: { label: 'Failed', variant: 'danger' },
  cancelled: { label: 'Cancelled', variant: 'neutral' },
  draft: { label: 'Draft', variant: 'neutral' },
};

/**
 * How a post came out, in words, everywhere it is shown (the list, the calendar, the admin):
 * "Posted", or "Partly posted (LinkedIn)" naming the platforms it went out on.
 */
export function outcomeLabel(post: Pick<ScheduledPost, 'outcome' | 'deliveries'>): string {
  const { label } = POST_OUTCOME_STYLE[post.outcome];
  if (post.outcome !== 'partly_posted') return label;
  const on = post.deliveries
    .filter((delivery) => delivery.status === 'posted')
    .map((delivery) => PLATFORM_DISPLAY_NAME[delivery.platform]);
  return `${label} (${on.join(', ')})`;
}

export const DELIVERY_STATUS_LABEL: Readonly<Record<SocialDeliveryStatus, string>> = {
  queued: 'Waiting',
  publishing: 'Publishing...',
  posted: 'Posted',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/**
 * Where one platform's delivery stands, in words: why it failed, or until when a queued one
 * waits ("Waiting until Dec 1, 2026, 9:00 AM GMT+1"), in the person's own time zone.
 */
export function deliveryLabel(
  delivery: { status: SocialDeliveryStatus; error?: string | null; dueAt?: string | null },
  now: number = Date.now(),
  timeZone?: string,
): string {
  if (delivery.status === 'failed' && delivery.error) return `Failed: ${delivery.error}`;
  if (delivery.status === 'queued' && delivery.dueAt && Date.parse(delivery.dueAt) > now) {
    return `Waiting until ${formatPostTime(delivery.dueAt, timeZone)}`;
  }
  return DELIVERY_STATUS_LABEL[delivery.status];
}

/**
 * What Retry says it did, from the post it answers: deliveries whose post's time has not come
 * wait for it (and the toast says when), the others are tried again at once.
 */
export function retryToastDescription(
  post: Pick<ScheduledPost, 'deliveries'>,
  now: number = Date.now(),
  timeZone?: string,
): string {
  const later = post.deliveries.filter(
    (delivery) =>
      delivery.status === 'queued' && delivery.dueAt && Date.parse(delivery.dueAt) > now,
  );
  if (later.length === 0) return 'The failed platforms will be tried again.';
  const names = later.map((delivery) => PLATFORM_DISPLAY_NAME[delivery.platform]).join(' and ');
  return `${names} will go out at the scheduled time, ${formatPostTime(later[0]!.dueAt!, timeZone)}.`;
}

/** Only a pending post can be cancelled or changed (spec section 4). */
export function isEditable(status: SocialPostStatus): boolean {
  return status === 'pending';
}
