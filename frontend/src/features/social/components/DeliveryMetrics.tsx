import { PLATFORM_DISPLAY_NAME, type SocialDelivery } from '@sandglass/shared';
import { styled } from 'styled-components';
import { metricsLine } from '../metrics';
import { formatPostTime } from '../postTime';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};

  strong {
    color: ${({ theme }) => theme.color.ink};
  }
`;

export interface DeliveryMetricsProps {
  deliveries: readonly SocialDelivery[];
  /** e.g. "Metrics of the post" for screen readers. */
  label: string;
}

/**
 * Per published platform, what it counted ("1,234 impressions · 12 likes · 3 reposts ·
 * 2 replies", with when that was read), or the sentence saying the platform gives none. Nothing
 * for a platform whose post is not out yet or whose metrics were not read yet.
 */
export function DeliveryMetrics({ deliveries, label }: DeliveryMetricsProps) {
  const shown = deliveries.filter(
    (delivery) => delivery.status === 'posted' && (delivery.metrics || delivery.metricsUnavailable),
  );
  if (shown.length === 0) return null;
  return (
    <StyledList aria-label={label}>
      {shown.map((delivery) => (
        <li key={delivery.platform}>
          <strong>{PLATFORM_DISPLAY_NAME[delivery.platform]}</strong>:{' '}
          {delivery.metrics ? (
            <>
              {metricsLine(delivery.metrics)} (as of{' '}
              <time dateTime={delivery.metrics.fetchedAt}>
                {formatPostTime(delivery.metrics.fetchedAt)}
              </time>
              )
            </>
          ) : (
            delivery.metricsUnavailable
          )}
        </li>
      ))}
    </StyledList>
  );
}
