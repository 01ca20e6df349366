import type { SocialPostStatus } from '@sandglass/shared';
import { Badge } from '../../../ui/Badge';
import { POST_STATUS_STYLE } from '../postStatus';
import { AlertCircleIcon, CheckCircleIcon, CircleIcon, ClockIcon } from '../socialIcons';

const ICONS = {
  pending: ClockIcon,
  posted: CheckCircleIcon,
  failed: AlertCircleIcon,
  cancelled: CircleIcon,
} as const;

/** Spec section 4: a post's status in its colour, with its own icon (cancelled: the default). */
export function StatusBadge({ status }: { status: SocialPostStatus }) {
  const Icon = ICONS[status];
  const { label, variant } = POST_STATUS_STYLE[status];
  return (
    <Badge variant={variant}>
      <Icon size={14} />
      {label}
    </Badge>
  );
}
