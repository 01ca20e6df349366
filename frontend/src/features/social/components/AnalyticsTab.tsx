import { PLATFORM_DISPLAY_NAME, SOCIAL_PLATFORMS, type SocialAnalytics } from '@sandglass/shared';
import { styled } from 'styled-components';
import { GridList } from '../../../ui/GridList';
import { QueryState } from '../../../ui/QueryState';
import { useSocialAnalyticsQuery } from '../socialApi';

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
            <StyledCard aria-labelledby="analytics-total">
              <h2 id="analytics-total">Total Posts</h2>
              <StyledFigure>{analytics.totalPosts}</StyledFigure>
              <StyledNote>last 30 days</StyledNote>
            </StyledCard>
            <StyledCard aria-labelledby="analytics-rate">
              <h2 id="analytics-rate">Success Rate</h2>
              <StyledFigure>{analytics.successRate}%</StyledFigure>
              <StyledBar
                max={100}
                value={analytics.successRate}
                aria-label={`Success rate ${analytics.successRate}%`}
              />
            </StyledCard>
            <StyledCard aria-labelledby="analytics-successful">
              <h2 id="analytics-successful">Successful</h2>
              <StyledFigure>{analytics.successfulPosts}</StyledFigure>
            </StyledCard>
            <StyledCard aria-labelledby="analytics-failed">
              <h2 id="analytics-failed">Failed</h2>
              <StyledFigure>{analytics.failedPosts}</StyledFigure>
              <StyledNote>Need attention</StyledNote>
            </StyledCard>
          </StyledCards>
          <StyledBreakdown aria-labelledby="analytics-breakdown">
            <h2 id="analytics-breakdown">Platform Breakdown</h2>
            <GridList $gap={3}>
              {SOCIAL_PLATFORMS.map((platform) => {
                const count = analytics.platformBreakdown[platform] ?? 0;
                const share = platformShare(analytics, count);
                return (
                  <StyledRow key={platform}>
                    <div>
                      <span>{PLATFORM_DISPLAY_NAME[platform]}</span>
                      <span>
                        {count} {count === 1 ? 'post' : 'posts'}
                      </span>
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
