import type { AnalyticsLive } from '@sandglass/shared';
import { styled } from 'styled-components';
import { Badge } from '../../../ui/Badge';
import { Card } from '../../../ui/Card';
import { formatMoment } from '../analyticsFormat';

const EVENT_LABELS: Record<string, string> = {
  page_view: 'Page view',
  scroll_depth: 'Scrolled',
  conversion: 'Learn More',
  external_click: 'External visit',
  contact_submitted: 'Contact form',
  application_submitted: 'Application',
  newsletter_signup: 'Newsletter sign-up',
};

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const StyledNow = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.inkMuted};

  strong {
    color: ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const StyledList = styled.ul`
  margin: ${({ theme }) => `${theme.space(3)} 0 0`};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding-block: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
  }

  time,
  span {
    color: ${({ theme }) => theme.color.inkMuted};
  }
`;

const StyledQuiet = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export interface RecentActivityProps {
  live: AnalyticsLive | undefined;
}

/** Visitors in the last 5 minutes and the latest events, with nothing that tells people apart. */
export function RecentActivity({ live }: RecentActivityProps) {
  return (
    <Card aria-label="Recent activity">
      <StyledTitle>Recent activity</StyledTitle>
      <StyledNow>
        <strong>{live?.visitorsNow ?? '–'}</strong>{' '}
        {live?.visitorsNow === 1 ? 'visitor' : 'visitors'} in the last 5 minutes
      </StyledNow>
      {live && live.recentActivity.length === 0 ? (
        <StyledQuiet>No events yet.</StyledQuiet>
      ) : (
        <StyledList>
          {live?.recentActivity.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <Badge variant={event.type === 'page_view' ? 'neutral' : 'sand'}>
                {EVENT_LABELS[event.type] ?? event.type}
              </Badge>
              <strong>{event.path}</strong>
              <span>
                {event.device} · {event.browser} · {event.country}
              </span>
              <time dateTime={event.at}>{formatMoment(event.at)} UTC</time>
            </li>
          ))}
        </StyledList>
      )}
    </Card>
  );
}
