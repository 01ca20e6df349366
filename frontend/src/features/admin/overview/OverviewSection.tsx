import type { AnalyticsOverview } from '@sandglass/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Badge } from '../../../ui/Badge';
import { Card } from '../../../ui/Card';
import { useAnalyticsOverviewQuery } from '../../analytics';
import { useContactPageQuery, useUnreadContactCountQuery } from '../../contact';
import { useApplicationsPageQuery } from '../../programs';
import { adminPath } from '../adminSections';
import { formatDateTime, interestLabel, preview } from '../adminText';
import { APPLICATION_STATUS_BADGE, capitalize } from '../statusLabels';
import { usePendingMembershipRequestsQuery } from '../users/usersApi';
import { QueryState } from '../../../ui/QueryState';
import { SectionHeader } from '../components/SectionHeader';

/** The newest few of a list. */
const RECENT = { page: 1, pageSize: 5 };

/** Spec section 2: the four counts, labelled as the spec names them. */
const COUNTS: {
  key: keyof AnalyticsOverview;
  label: string;
  section: 'portfolio' | 'team' | 'blog' | 'contact';
}[] = [
  { key: 'portfolioCompanies', label: 'Portfolio companies', section: 'portfolio' },
  { key: 'teamMembers', label: 'Team members', section: 'team' },
  { key: 'blogPosts', label: 'Blog posts', section: 'blog' },
  { key: 'contactSubmissions', label: 'Contact submissions', section: 'contact' },
];

const StyledCounts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
`;

const StyledCount = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  dt a {
    color: ${({ theme }) => theme.color.inkMuted};
    font-weight: 600;
    text-decoration: none;

    &:hover {
      color: ${({ theme }) => theme.color.ink};
      text-decoration: underline;
    }
  }

  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.fontSize['3xl']};
    font-weight: 600;
    line-height: ${({ theme }) => theme.lineHeight.tight};
  }
`;

const StyledRecent = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin-top: ${({ theme }) => theme.space(8)};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledRecentTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const StyledList = styled.ul`
  display: grid;
  margin: ${({ theme }) => `${theme.space(4)} 0`};
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding-block: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
  }
`;

const StyledLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const StyledQuiet = styled.p`
  margin-block: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.inkMuted};
`;

interface RecentListProps {
  title: string;
  to: string;
  linkLabel: string;
  isLoading: boolean;
  failed: boolean;
  emptyText: string;
  children: ReactNode[];
}

function RecentList({
  title,
  to,
  linkLabel,
  isLoading,
  failed,
  emptyText,
  children,
}: RecentListProps) {
  return (
    <Card aria-label={title}>
      <StyledRecentTitle>{title}</StyledRecentTitle>
      {isLoading ? (
        <StyledQuiet role="status">Loading...</StyledQuiet>
      ) : failed ? (
        <StyledQuiet>These could not be loaded.</StyledQuiet>
      ) : children.length === 0 ? (
        <StyledQuiet>{emptyText}</StyledQuiet>
      ) : (
        <StyledList>{children}</StyledList>
      )}
      <Link to={to}>{linkLabel}</Link>
    </Card>
  );
}

/** Spec section 2, Overview: the four counts, with the latest messages and applications. */
export function OverviewSection() {
  const overview = useAnalyticsOverviewQuery();
  const counts = overview.data;
  const unread = useUnreadContactCountQuery();
  const membership = usePendingMembershipRequestsQuery();
  const contacts = useContactPageQuery(RECENT);
  const applications = useApplicationsPageQuery(RECENT);

  return (
    <>
      <SectionHeader title="Overview" lead="What the site holds now, and what came in lately." />
      <QueryState
        isLoading={overview.isLoading}
        error={overview.data ? undefined : overview.error}
        onRetry={() => void overview.refetch()}
        loadingMessage="Loading the counts..."
        errorMessage="The counts could not be loaded."
      >
        {counts && (
          <StyledCounts>
            {COUNTS.map(({ key, label, section }) => (
              <StyledCount key={key}>
                <dt>
                  <Link to={adminPath(section)}>{label}</Link>
                </dt>
                <dd>{counts[key]}</dd>
              </StyledCount>
            ))}
            <StyledCount>
              <dt>
                <Link to={adminPath('contact')}>Unread messages</Link>
              </dt>
              <dd>{unread.data ?? '–'}</dd>
            </StyledCount>
            <StyledCount>
              <dt>
                <Link to={adminPath('users')}>Membership requests</Link>
              </dt>
              <dd>{membership.data?.total ?? '–'}</dd>
            </StyledCount>
          </StyledCounts>
        )}
      </QueryState>
      <StyledRecent>
        <RecentList
          title="Recent messages"
          to={adminPath('contact')}
          linkLabel="Open the inbox"
          isLoading={contacts.isLoading}
          failed={!contacts.data && Boolean(contacts.error)}
          emptyText="No messages yet."
        >
          {(contacts.data?.items ?? []).map((message) => (
            <li key={message.id}>
              <StyledLine>
                {message.firstName} {message.lastName}
                {!message.isRead && <Badge variant="sand">New</Badge>}
              </StyledLine>
              <StyledMeta>
                {interestLabel(message.interest)} · {formatDateTime(message.createdAt)}
              </StyledMeta>
              <StyledMeta>{preview(message.message)}</StyledMeta>
            </li>
          ))}
        </RecentList>
        <RecentList
          title="Recent applications"
          to={adminPath('applications')}
          linkLabel="See all applications"
          isLoading={applications.isLoading}
          failed={!applications.data && Boolean(applications.error)}
          emptyText="No applications yet."
        >
          {(applications.data?.items ?? []).map((application) => (
            <li key={application.id}>
              <StyledLine>
                {application.name}
                <Badge variant={APPLICATION_STATUS_BADGE[application.status]}>
                  {capitalize(application.status)}
                </Badge>
              </StyledLine>
              <StyledMeta>
                {application.programName} · {formatDateTime(application.createdAt)}
              </StyledMeta>
            </li>
          ))}
        </RecentList>
      </StyledRecent>
    </>
  );
}
