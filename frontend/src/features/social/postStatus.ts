import type { SocialDeliveryStatus, SocialPostStatus } from '@sandglass/shared';
import type { BadgeVariant } from '../../ui/Badge';

/**
 * Spec section 4: pending yellow, posted green, failed red, cancelled grey; the theme's sand is
 * its yellow. The icon for each is chosen in StatusBadge.
 */
export const POST_STATUS_STYLE: Readonly<
  Record<SocialPostStatus, { label: string; variant: BadgeVariant }>
> = {
  pending: { label: 'Pending', variant: 'sand' },
  posted: { label: 'Posted', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
  cancelled: { label: 'Cancelled', variant: 'neutral' },
};

export const DELIVERY_STATUS_LABEL: Readonly<Record<SocialDeliveryStatus, string>> = {
  queued: 'Waiting',
  publishing: 'Publishing...',
  posted: 'Posted',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** Only a pending post can be cancelled or changed (spec section 4). */
export function isEditable(status: SocialPostStatus): boolean {
  return status === 'pending';
}
