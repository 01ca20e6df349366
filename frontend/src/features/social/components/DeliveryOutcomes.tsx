import {
  PLATFORM_DISPLAY_NAME,
  type SocialDeliveryStatus,
  type SocialPlatform,
} from '@sandglass/shared';
import { styled } from 'styled-components';
import { ExternalLinkIcon } from '../../../ui/icons';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { deliveryLabel } from '../postStatus';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const StyledItem = styled.li<{ $status: SocialDeliveryStatus }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  align-items: baseline;

  strong {
    min-width: 7rem;
  }

  & > span {
    color: ${({ theme, $status }) =>
      $status === 'failed'
        ? theme.color.danger
        : $status === 'posted'
          ? theme.color.success
          : theme.color.inkMuted};
    overflow-wrap: anywhere;
  }

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

/** One platform's outcome: what POST /post-now answered, or a post's delivery. */
export interface Outcome {
  platform: SocialPlatform;
  status: SocialDeliveryStatus;
  url?: string | null;
  error?: string | null;
  /** When a queued delivery goes out. */
  dueAt?: string | null;
}

export interface DeliveryOutcomesProps {
  outcomes: readonly Outcome[];
  /** e.g. "Delivery of the post" for screen readers. */
  label: string;
}

/** Per platform: a link to the published post, the reason it failed, or where it stands (and until when it waits). */
export function DeliveryOutcomes({ outcomes, label }: DeliveryOutcomesProps) {
  return (
    <StyledList aria-label={label}>
      {outcomes.map((outcome) => {
        const name = PLATFORM_DISPLAY_NAME[outcome.platform];
        return (
          <StyledItem key={outcome.platform} $status={outcome.status}>
            <strong>{name}</strong>
            {outcome.status === 'posted' && outcome.url ? (
              <a href={outcome.url} target="_blank" rel="noopener noreferrer">
                View post
                <VisuallyHidden> on {name} (opens in a new tab)</VisuallyHidden>
                <ExternalLinkIcon size={14} />
              </a>
            ) : (
              <span>{deliveryLabel(outcome)}</span>
            )}
          </StyledItem>
        );
      })}
    </StyledList>
  );
}
