import {
  PLATFORM_DISPLAY_NAME,
  SOCIAL_ANALYTICS_DEFINITIONS,
  SOCIAL_PLATFORMS,
  type SocialAnalytics,
} from '@sandglass/shared';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { GridList } from '../../../ui/GridList';
import { IconButton } from '../../../ui/IconButton';
import { QueryState } from '../../../ui/QueryState';
import { InfoIcon } from '../socialIcons';
import { useSocialAnalyticsQuery } from '../socialApi';
import { countLabel } from '../../../lib/countLabel';

const StyledCards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const StyledCard = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  h2 {
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-family: ${({ theme }) => theme.font.body};
    font-weight: 600;
  }
`;

const StyledHeading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledInfo = styled(IconButton)`
  display: grid;
  place-items: center;
  flex: none;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: none;
  color: ${({ theme }) => theme.color.inkMuted};
  cursor: help;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.ink};
  }
`;

const StyledFigure = styled.p`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const StyledBar = styled.progress`
  width: 100%;
  height: 10px;
  appearance: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};
  overflow: hidden;

  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }

  &::-webkit-progress-value {
    background: ${({ theme }) => theme.color.sandDeep};
  }

  &::-moz-progress-bar {
    background: ${({ theme }) => theme.color.sandDeep};
  }
`;

const StyledBreakdown = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};

  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const StyledRow = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};

  div {
    display: flex;
    justify-content: space-between;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/** A platform's share of all posts, 0–100 (spec section 2: "share of total posts"). */
export function platformShare(analytics: SocialAnalytics, count: number): number {
  return analytics.totalPosts === 0 ? 0 : Math.round((count / analytics.totalPosts) * 100);
}

/** The success rate as shown: a percent, or "—" while no post has finished. */
export function successRateText(analytics: SocialAnalytics): string {
  return analytics.successRate === null ? '—' : `${analytics.successRate}%`;
}

interface FigureHeadingProps {
  id: string;
  title: string;
  /** What the figure counts (SOCIAL_ANALYTICS_DEFINITIONS), shown as its tooltip. */
  definition: string;
}

/** A card's title with an info button whose tooltip (and accessible name) says what it counts. */
function FigureHeading({ id, title, definition }: FigureHeadingProps) {
  return (
    <StyledHeading>
      <h2 id={id}>{title}</h2>
      <StyledInfo label={`${title}: ${definition}`}>
        <InfoIcon size={16} />
      </StyledInfo>
    </StyledHeading>
  );
}

interface FigureCardProps extends Omit<FigureHeadingProps, 'id'> {
  id: string;
  figure: ReactNode;
  children?: ReactNode;
}

function FigureCard({ id, title, definition, figure, children }: FigureCardProps) {
  return (
    <StyledCard aria-labelledby={id}>
      <FigureHeading id={id} title={title} definition={definition} />
      <StyledFigure>{figure}</StyledFigure>
      {children}
    </StyledCard>
  );
}

/** Spec section 2's Analytics tab: the last 30 days' four cards and the Platform Breakdown. */
export function AnalyticsTab() {
  const query = useSocialAnalyticsQuery();
  const analytics = query.data;
  return (
    <QueryState
      isLoading={query.isLoading}
      error={analytics ? undefined : query.error}
      onRetry={() => void query.refetch()}
      loadingMessage="Loading analytics..."
      errorMessage="The analytics could not be loaded."
    >
      {analytics && (
        <>
          <StyledCards>
            <FigureCard
              id="analytics-total"
              title="Total Posts"
              definition={SOCIAL_ANALYTICS_DEFINITIONS.totalPosts}
              figure={analytics.totalPosts}
            >
              <StyledNote>
                last 30 days
                {analytics.pendingPosts > 0 && ` · ${analytics.pendingPosts} still waiting`}
              </StyledNote>
            </FigureCard>
            <FigureCard
              id="analytics-rate"
              title="Success Rate"
              definition={SOCIAL_ANALYTICS_DEFINITIONS.successRate}
              figure={successRateText(analytics)}
            >
              <StyledBar
                max={100}
                value={analytics.successRate ?? 0}
                aria-label={
                  analytics.successRate === null
                    ? 'Success rate: no post has finished yet'
                    : `Success rate ${analytics.successRate}%`
                }
              />
            </FigureCard>
            <FigureCard
              id="analytics-successful"
              title="Successful"
              definition={SOCIAL_ANALYTICS_DEFINITIONS.successfulPosts}
              figure={analytics.successfulPosts}
            />
            <FigureCard
              id="analytics-failed"
              title="Failed"
              definition={SOCIAL_ANALYTICS_DEFINITIONS.failedPosts}
              figure={analytics.failedPosts}
            >
              <StyledNote>
                Need attention
                {analytics.partlyPostedPosts > 0 &&
                  ` · ${analytics.partlyPostedPosts} partly posted`}
              </StyledNote>
            </FigureCard>
          </StyledCards>
          <StyledBreakdown aria-labelledby="analytics-breakdown">
            <FigureHeading
              id="analytics-breakdown"
              title="Platform Breakdown"
              definition={SOCIAL_ANALYTICS_DEFINITIONS.platformBreakdown}
            />
            <GridList $gap={3}>
              {SOCIAL_PLATFORMS.map((platform) => {
                const count = analytics.platformBreakdown[platform] ?? 0;
                const share = platformShare(analytics, count);
                return (
                  <StyledRow key={platform}>
                    <div>
                      <span>{PLATFORM_DISPLAY_NAME[platform]}</span>
                      <span>{countLabel(count, 'post')}</span>
                    </div>
                    <StyledBar
                      max={100}
                      value={share}
                      aria-label={`${PLATFORM_DISPLAY_NAME[platform]}: ${share}% of posts`}
                    />
                  </StyledRow>
                );
              })}
            </GridList>
          </StyledBreakdown>
        </>
      )}
    </QueryState>
  );
}
