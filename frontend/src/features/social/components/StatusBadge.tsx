import type { ScheduledPost } from '@sandglass/shared';
import { Badge } from '../../../ui/Badge';
import { outcomeLabel, POST_OUTCOME_STYLE } from '../postStatus';
import {
  AlertCircleIcon,
  CheckCircleIcon,
  CircleIcon,
  ClockIcon,
  HalfCircleIcon,
  PencilIcon,
} from '../socialIcons';

const ICONS = {
  pending: ClockIcon,
  posted: CheckCircleIcon,
  partly_posted: HalfCircleIcon,
  failed: AlertCircleIcon,
  cancelled: CircleIcon,
  draft: PencilIcon,
} as const;

export interface StatusBadgeProps {
  post: Pick<ScheduledPost, 'outcome' | 'deliveries'>;
}

/**
 * Spec section 4: a post's status in its colour, with its own icon (cancelled: the default); a
 * post partly posted says so, naming the platforms it went out on.
 */
export function StatusBadge({ post }: StatusBadgeProps) {
  const Icon = ICONS[post.outcome];
  return (
    <Badge variant={POST_OUTCOME_STYLE[post.outcome].variant}>
      <Icon size={14} />
      {outcomeLabel(post)}
    </Badge>
  );
}
