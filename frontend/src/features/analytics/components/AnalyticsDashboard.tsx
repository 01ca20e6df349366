import {
  ANALYTICS_DEFAULT_RANGE,
  ANALYTICS_RANGE_LABELS,
  ANALYTICS_RANGES,
  type AnalyticsDashboard as Dashboard,
  type AnalyticsRange,
} from '@sandglass/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { apiErrorMessage, errorBodyOf } from '../../../lib/apiError';
import { AccessNotice, useSession, useSignInPath } from '../../auth';
import { Alert } from '../../../ui/Alert';
import { Button, ButtonLink } from '../../../ui/Button';
import { Container } from '../../../ui/Container';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { SelectField } from '../../../ui/SelectField';
import { Skeleton } from '../../../ui/Skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';
import { toast } from '../../../ui/toastStore';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import {
  useAnalyticsDashboardQuery,
  useAnalyticsExportMutation,
  useAnalyticsLiveQuery,
} from '../analyticsApi';
import { exportFileName } from '../analyticsFormat';
import { BreakdownTable } from './BreakdownTable';
import { FigureGrid, type FigureItem } from './FigureGrid';
import { FunnelChart } from './FunnelChart';
import { RecentActivity } from './RecentActivity';
import { TrafficChart } from './TrafficChart';

/** Figures refresh this often while the page is open and auto-refresh is on. */
export const AUTO_REFRESH_MS = 60_000;

const RANGE_OPTIONS = ANALYTICS_RANGES.map((value) => ({
  value,
  label: ANALYTICS_RANGE_LABELS[value],
}));

const LEAD = 'Visitors, conversions, traffic sources and behaviour on this website.';

const StyledBody = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  padding-block: ${({ theme }) => theme.space(10)};
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledRange = styled.div`
  min-width: 200px;
`;

const StyledRefresh = styled.button<{ $on: boolean }>`
  min-height: 44px;
  padding-inline: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.color.success : theme.color.control)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $on }) => ($on ? theme.color.successSoft : theme.color.surfaceMuted)};
  color: ${({ theme, $on }) => ($on ? theme.color.success : theme.color.inkMuted)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  cursor: pointer;
`;

const StyledTabsList = styled(TabsList)`
  overflow-x: auto;

  ${({ theme }) => theme.media.md} {
    overflow-x: visible;
  }
`;

const StyledPanel = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
`;

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledLoading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const StyledSkeletonFigures = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 170px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

function LoadingDashboard() {
  return (
    <StyledLoading role="status">
      <VisuallyHidden>Loading the figures...</VisuallyHidden>
      <StyledSkeletonFigures>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} $height="104px" />
        ))}
      </StyledSkeletonFigures>
      <Skeleton $height="280px" />
    </StyledLoading>
  );
}

function figures(dashboard: Dashboard) {
  const s = dashboard.summary;
  const item = (
    label: string,
    figure: FigureItem['figure'],
    kind: FigureItem['kind'] = 'count',
    lowerIsBetter = false,
  ): FigureItem => ({ label, figure, kind, lowerIsBetter });
  return {
    overview: [
      item('Visitors', s.visitors),
      item('Page views', s.pageViews),
      item('Portfolio clicks', s.portfolioClicks),
      item('Contact forms', s.contactForms),
      item('External visits', s.externalVisits),
      item('Conversion rate', s.conversionRate, 'percent'),
    ],
    conversions: [
      item('Conversion rate', s.conversionRate, 'percent'),
      item('Portfolio clicks', s.portfolioClicks),
      item('Contact forms', s.contactForms),
      item('Visits', s.visits),
    ],
    sources: [
      item('Visitors', s.visitors),
      item('Visits', s.visits),
      item('External visits', s.externalVisits),
    ],
    behavior: [
      item('Average visit duration', s.averageVisitSeconds, 'seconds'),
      item('Pages per visit', s.pagesPerVisit, 'decimal'),
      item('Bounce rate', s.bounceRate, 'percent', true),
      item('Page views', s.pageViews),
    ],
  };
}

const isEmpty = (dashboard: Dashboard) =>
  Object.values(dashboard.summary).every((figure) => !figure.current && !figure.previous);

/** Saves text as a file through a temporary link: the browser's own download. */
function saveFile(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Spec section 2, "Analytics dashboard", on the site's own figures: range, a working
 * auto-refresh, the CSV export and four tabs. Admins only unless ANALYTICS_PUBLIC is on, which
 * the service decides: a refusal shows Access Denied.
 */
export function AnalyticsDashboard() {
  const session = useSession();
  const signIn = useSignInPath();
  // The range lives in the address (?range=7d), so a shared link or a reload shows the same
  // figures, and Back returns to the range before.
  const [params, setParams] = useSearchParams();
  const requested = params.get('range');
  const range: AnalyticsRange = ANALYTICS_RANGES.includes(requested as AnalyticsRange)
    ? (requested as AnalyticsRange)
    : ANALYTICS_DEFAULT_RANGE;
  const setRange = (next: AnalyticsRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === ANALYTICS_DEFAULT_RANGE) updated.delete('range');
        else updated.set('range', next);
        return updated;
      },
      { preventScrollReset: true },
    );
  const [autoRefresh, setAutoRefresh] = useState(true);
  const polling = {
    skip: session.status === 'restoring',
    pollingInterval: autoRefresh ? AUTO_REFRESH_MS : 0,
  };
  const report = useAnalyticsDashboardQuery(range, polling);
  const live = useAnalyticsLiveQuery(undefined, polling);
  const [exportReport, exporting] = useAnalyticsExportMutation();

  const status = errorBodyOf(report.error)?.statusCode;
  if (status === 401 || status === 403) {
    return (
      <AccessNotice
        title="Access Denied"
        message="You don't have permission to view the website analytics."
        detail={status === 401 ? 'Sign in with an admin account to see them.' : undefined}
        action={
          status === 401 ? (
            <ButtonLink to={signIn}>Sign In</ButtonLink>
          ) : (
            <ButtonLink to="/" variant="secondary">
              Go to the home page
            </ButtonLink>
          )
        }
      />
    );
  }

  async function handleExport() {
    try {
      const csv = await exportReport(range).unwrap();
      saveFile(csv, exportFileName(range, new Date()));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'The report could not be exported',
        description: apiErrorMessage(error, 'Please try again in a moment.'),
      });
    }
  }

  const dashboard = report.data;
  const items = dashboard && figures(dashboard);

  return (
    <>
      <PageHeader
        eyebrow="Analytics"
        title="Website Analytics"
        lead={LEAD}
        actions={
          <StyledToolbar>
            <StyledRange>
              <SelectField
                label="Time range"
                value={range}
                options={RANGE_OPTIONS}
                onChange={(event) => setRange(event.target.value as AnalyticsRange)}
              />
            </StyledRange>
            <StyledRefresh
              type="button"
              $on={autoRefresh}
              aria-pressed={autoRefresh}
              title={
                autoRefresh
                  ? 'Figures refresh every minute. Select to stop.'
                  : 'Select to refresh the figures every minute.'
              }
              onClick={() => setAutoRefresh((on) => !on)}
            >
              Auto-refresh: {autoRefresh ? 'ON' : 'OFF'}
            </StyledRefresh>
            <Button
              variant="secondary"
              onClick={() => void handleExport()}
              disabled={exporting.isLoading || !dashboard}
            >
              {exporting.isLoading ? 'Exporting...' : 'Export Report'}
            </Button>
          </StyledToolbar>
        }
      />
      <StyledBody>
        {report.isError ? (
          <div>
            <Alert title="The figures could not be loaded">
              {apiErrorMessage(report.error, 'Please try again in a moment.')}
            </Alert>
            <Button variant="secondary" onClick={() => void report.refetch()}>
              Try Again
            </Button>
          </div>
        ) : !dashboard || !items || (report.isFetching && report.currentData === undefined) ? (
          <LoadingDashboard />
        ) : isEmpty(dashboard) ? (
          <EmptyState
            title="No visits recorded in this range yet"
            message="Figures arrive as people browse this site: each page view, Learn More click, link to another site and contact form is recorded without cookies, and appears here within a minute. Bots and browsers that send Do Not Track or Global Privacy Control are not counted."
          />
        ) : (
          <Tabs defaultValue="overview">
            <StyledTabsList aria-label="Dashboard sections">
              <TabsTrigger value="overview">Overview</TabsTrigger>
              <TabsTrigger value="conversions">Conversions</TabsTrigger>
              <TabsTrigger value="sources">Traffic Sources</TabsTrigger>
              <TabsTrigger value="behavior">User Behavior</TabsTrigger>
            </StyledTabsList>
            <TabsContent value="overview">
              <StyledPanel>
                <FigureGrid items={items.overview} />
                <TrafficChart series={dashboard.series} />
                <StyledColumns>
                  <BreakdownTable
                    title="Top pages"
                    keyLabel="Page"
                    rows={dashboard.topPages}
                    measure="pageViews"
                  />
                  <RecentActivity live={live.data} />
                </StyledColumns>
              </StyledPanel>
            </TabsContent>
            <TabsContent value="conversions">
              <StyledPanel>
                <FigureGrid items={items.conversions} />
                <FunnelChart steps={dashboard.funnel} />
              </StyledPanel>
            </TabsContent>
            <TabsContent value="sources">
              <StyledPanel>
                <FigureGrid items={items.sources} />
                <StyledColumns>
                  <BreakdownTable title="Referrers" keyLabel="Site" rows={dashboard.referrers} />
                  <BreakdownTable
                    title="UTM sources"
                    keyLabel="Source"
                    rows={dashboard.utmSources}
                    emptyText="No visits with a utm_source tag in this range."
                  />
                  <BreakdownTable
                    title="Campaigns"
                    keyLabel="Campaign"
                    rows={dashboard.campaigns}
                    emptyText="No visits with a utm_campaign tag in this range."
                  />
                  <BreakdownTable
                    title="Keywords"
                    keyLabel="Keyword"
                    rows={dashboard.keywords}
                    emptyText="No visits with a utm_term tag in this range."
                  />
                  <BreakdownTable
                    title="UTM mediums"
                    keyLabel="Medium"
                    rows={dashboard.utmMediums}
                    emptyText="No visits with a utm_medium tag in this range."
                  />
                </StyledColumns>
              </StyledPanel>
            </TabsContent>
            <TabsContent value="behavior">
              <StyledPanel>
                <FigureGrid items={items.behavior} />
                <StyledColumns>
                  <BreakdownTable title="Devices" keyLabel="Device" rows={dashboard.devices} />
                  <BreakdownTable title="Browsers" keyLabel="Browser" rows={dashboard.browsers} />
                  <BreakdownTable
                    title="Operating systems"
                    keyLabel="System"
                    rows={dashboard.operatingSystems}
                  />
                  <BreakdownTable title="Countries" keyLabel="Country" rows={dashboard.countries} />
                </StyledColumns>
              </StyledPanel>
            </TabsContent>
          </Tabs>
        )}
      </StyledBody>
    </>
  );
}
