import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { ArrowRightIcon } from '../../../ui/icons';
import { GridList } from '../../../ui/GridList';
import { Section, type SectionProps } from '../../../ui/Section';
import { SkeletonCards } from '../../../ui/Skeleton';
import { BLOG_UNAVAILABLE, PostCard, usePostsQuery } from '../../blog';
import { CompanyGrid, PORTFOLIO_UNAVAILABLE, usePortfolioCompanies } from '../../portfolio';
import { MemberCard, TEAM_UNAVAILABLE, useTeamQuery } from '../../team';
import { useDeferredData } from '../../../lib/useDeferredData';

/** Spec section 9: what the home page shows of each list. */
export const HOME_COUNTS = { portfolio: 6, team: 3, posts: 3 } as const;

/** A home section showing the first few of a list, linking to the page with all of them. */
interface HomePreviewProps<Item extends { id: string }> extends Omit<SectionProps, 'children'> {
  /** The whole list, of which the first `count` show. */
  items: readonly Item[] | undefined;
  count: number;
  isLoading: boolean;
  /** The placeholder cards' height and the words a screen reader hears meanwhile. */
  loading: { height: string; label: string };
  emptyMessage: string;
  renderItem: (item: Item) => ReactNode;
}

function HomePreview<Item extends { id: string }>({
  items,
  count,
  isLoading,
  loading,
  emptyMessage,
  renderItem,
  ...section
}: HomePreviewProps<Item>) {
  const shown = (items ?? []).slice(0, count);
  return (
    <Section {...section}>
      {isLoading ? (
        <SkeletonCards count={count} height={loading.height} label={loading.label} />
      ) : shown.length > 0 ? (
        <GridList $columns={{ md: 3 }} $gap={6}>
          {shown.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </GridList>
      ) : (
        <EmptyState message={emptyMessage} />
      )}
    </Section>
  );
}

export function HomePortfolio() {
  const { companies, isLoading, isError } = usePortfolioCompanies();
  return (
    <Section
      title="AI-Powered Portfolio"
      eyebrow="Portfolio"
      lead="Seed-stage companies that make AI the core of their product."
      action={
        <ButtonLink to="/portfolio" variant="secondary">
          View Full Portfolio
        </ButtonLink>
      }
    >
      {isLoading ? (
        <SkeletonCards count={HOME_COUNTS.portfolio} label="Loading companies..." />
      ) : isError ? (
        <EmptyState message={PORTFOLIO_UNAVAILABLE} />
      ) : (
        <CompanyGrid companies={companies.slice(0, HOME_COUNTS.portfolio)} maxTags={1} />
      )}
    </Section>
  );
}

export function HomeTeam() {
  const { data, isLoading } = useDeferredData(useTeamQuery());
  return (
    <HomePreview
      title="Meet Our Team"
      eyebrow="Team"
      lead="Partners and operators who have built and scaled AI products themselves."
      tone="muted"
      action={
        <ButtonLink to="/team" variant="secondary">
          Meet the Full Team
        </ButtonLink>
      }
      items={data}
      count={HOME_COUNTS.team}
      isLoading={isLoading}
      loading={{ height: '300px', label: 'Loading the team...' }}
      emptyMessage={TEAM_UNAVAILABLE}
      renderItem={(member) => <MemberCard member={member} />}
    />
  );
}

/** Spec section 2 and 9: the three programs and their durations, leading to /programs. */
const PROGRAMS = [
  {
    name: 'Engineering Manager',
    duration: '6 months',
    text: 'Lead an engineering team inside a portfolio company, with a partner as your coach.',
  },
  {
    name: 'Software Engineer',
    duration: '3 months',
    text: 'Ship AI features to production alongside founders and senior engineers.',
  },
  {
    name: 'Venture Analyst',
    duration: '12 months',
    text: 'Source, diligence and support companies with the investment team.',
  },
] as const;

const StyledProgram = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  padding: ${({ theme }) => theme.space(7)};
  border: 1px solid ${({ theme }) => theme.color.nightLine};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.nightRaised};
  color: ${({ theme }) => theme.color.onNight};
  text-decoration: none;
  transition: border-color ${({ theme }) => theme.motion.fast} ease;

  &:hover {
    border-color: ${({ theme }) => theme.color.sand};
  }
`;

const StyledDuration = styled.span`
  color: ${({ theme }) => theme.color.sand};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const StyledProgramName = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const StyledProgramText = styled.p`
  color: ${({ theme }) => theme.color.onNightMuted};
`;

const StyledMore = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

export function HomePrograms() {
  return (
    <Section
      title="Internship Programs"
      eyebrow="Programs"
      lead="Remote programs that place engineers, managers and analysts inside our portfolio companies."
      tone="night"
    >
      <GridList $columns={{ md: 3 }} $gap={6}>
        {PROGRAMS.map((program) => (
          <li key={program.name}>
            <StyledProgram to="/programs">
              <StyledDuration>{program.duration}</StyledDuration>
              <StyledProgramName>{program.name}</StyledProgramName>
              <StyledProgramText>{program.text}</StyledProgramText>
              <StyledMore>
                View program <ArrowRightIcon />
              </StyledMore>
            </StyledProgram>
          </li>
        ))}
      </GridList>
    </Section>
  );
}

export function HomeInsights() {
  const { data, isLoading } = useDeferredData(usePostsQuery());
  return (
    <HomePreview
      title="Latest Insights"
      eyebrow="Insights"
      lead="What we are learning about AI, markets and company building."
      action={
        <ButtonLink to="/insights" variant="secondary">
          View All Insights
        </ButtonLink>
      }
      items={data}
      count={HOME_COUNTS.posts}
      isLoading={isLoading}
      loading={{ height: '420px', label: 'Loading insights...' }}
      emptyMessage={BLOG_UNAVAILABLE}
      renderItem={(post) => <PostCard post={post} />}
    />
  );
}
