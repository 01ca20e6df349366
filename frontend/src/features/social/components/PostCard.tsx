import { PLATFORM_DISPLAY_NAME, type ScheduledPost } from '@sandglass/shared';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { formatPostTime } from '../postTime';
import { DeliveryMetrics } from './DeliveryMetrics';
import { DeliveryOutcomes } from './DeliveryOutcomes';
import { StatusBadge } from './StatusBadge';
import { countLabel } from '../../../lib/countLabel';

const StyledCard = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  min-width: 0;
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledWhen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const StyledText = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface PostCardProps {
  post: ScheduledPost;
  /** Shown above the text, e.g. the owner for admins. */
  byline?: ReactNode;
  /** Buttons acting on the post (cancel, edit, retry). */
  actions?: ReactNode;
}

/**
 * Spec section 2's scheduled post: status badge and icon, date and time, two lines of content
 * and the platforms; then each platform's outcome (a link to the post, or why it failed) and
 * what each platform counted for it, and once it is out with campaign links, the visits to the
 * site it brought and their conversions.
 */
export function PostCard({ post, byline, actions }: PostCardProps) {
  const when = formatPostTime(post.scheduledTime);
  const media = post.content.media.length;
  return (
    <StyledCard aria-label={`Post scheduled for ${when}`}>
      <StyledHead>
        <StyledWhen>
          <StatusBadge post={post} />
          <time dateTime={post.scheduledTime ?? undefined}>{when}</time>
        </StyledWhen>
        {actions && <StyledActions>{actions}</StyledActions>}
      </StyledHead>
      {byline}
      <StyledText>{post.content.text}</StyledText>
      <StyledMeta>
        {post.platforms.map((platform) => PLATFORM_DISPLAY_NAME[platform]).join(', ')}
        {media > 0 && ` · ${countLabel(media, 'image')}`}
      </StyledMeta>
      <DeliveryOutcomes outcomes={post.deliveries} label={`Delivery of the post for ${when}`} />
      {post.campaign && (
        <StyledMeta title={`From the site's analytics: utm_campaign=${post.campaign.name}`}>
          {countLabel(post.campaign.visits, 'visit')} ·{' '}
          {countLabel(post.campaign.conversions, 'conversion')}
        </StyledMeta>
      )}
      <DeliveryMetrics deliveries={post.deliveries} label={`Metrics of the post for ${when}`} />
    </StyledCard>
  );
}
