import { AI_NOT_CONFIGURED } from '@sandglass/shared';
import { useSelector } from 'react-redux';
import { styled } from 'styled-components';
import { apiErrorMessage, errorBodyOf } from '../../../lib/apiError';
import { useAppDispatch } from '../../../lib/hooks';
import { Alert } from '../../../ui/Alert';
import { Card } from '../../../ui/Card';
import { Container } from '../../../ui/Container';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { SelectField } from '../../../ui/SelectField';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';
import { useAiModelsQuery, type PlaygroundEndpoint } from '../aiApi';
import {
  modelChosen,
  selectPlaygroundModel,
  selectPlaygroundTab,
  tabChosen,
} from '../playgroundSlice';
import { AiNotConfiguredNotice } from './AiNotConfiguredNotice';
import { BlogContentForm } from './BlogContentForm';
import { CompanyAnalysisForm } from './CompanyAnalysisForm';
import { HistoryPanel } from './HistoryPanel';
import { InsightForm } from './InsightForm';

/** Spec section 2: the playground's three tabs, in order. */
const TABS: { value: PlaygroundEndpoint; label: string }[] = [
  { value: 'insight', label: 'AI Insights' },
  { value: 'company-analysis', label: 'Company Analysis' },
  { value: 'blog-content', label: 'Blog Content' },
];

const StyledPlayground = styled(Container)`
  padding-block: ${({ theme }) => theme.space(10)};

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space(14)};
  }
`;

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 20rem);
  }
`;

const StyledWorkspace = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;

const StyledTabsList = styled(TabsList)`
  border-radius: ${({ theme }) => theme.radius.lg};

  /* Three labels do not fit side by side on a phone: stack them. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm - 1}px) {
    grid-auto-flow: row;
  }
`;

const StyledModel = styled.div`
  max-width: 28rem;
`;

/**
 * The AI Playground: a model chosen from the server's list (the default first), three kinds of
 * generation that stream their answers, and the person's recent generations, the ones made here
 * openable again. What the person typed and got back stays in the store when they leave the
 * page. While the server has no AI configured, a notice takes the forms' place.
 */
export function AiPlayground() {
  const models = useAiModelsQuery();
  const dispatch = useAppDispatch();
  const tab = useSelector(selectPlaygroundTab);
  const chosen = useSelector(selectPlaygroundModel);
  const list = models.data?.models ?? [];
  const model = chosen !== null && list.includes(chosen) ? chosen : list[0];

  if (models.isLoading) {
    return <LoadingScreen message="Loading the AI Playground..." />;
  }
  const notConfigured = errorBodyOf(models.error)?.code === AI_NOT_CONFIGURED;

  return (
    <StyledPlayground>
      <StyledLayout>
        {notConfigured ? (
          <AiNotConfiguredNotice
            message={apiErrorMessage(models.error, 'AI is not configured on this server.')}
          />
        ) : (
          <StyledWorkspace aria-label="Generate">
            <StyledModel>
              {models.error ? (
                <Alert title="Failed to fetch models.">
                  {apiErrorMessage(models.error, 'Check your connection and try again.')}{' '}
                  Generations use the default model.
                </Alert>
              ) : (
                <SelectField
                  label="Model"
                  hint="The default model comes first."
                  options={list.map((id) => ({ value: id, label: id }))}
                  value={model ?? ''}
                  onChange={(event) => dispatch(modelChosen(event.target.value))}
                />
              )}
            </StyledModel>
            <Tabs
              value={tab}
              onValueChange={(value) => dispatch(tabChosen(value as PlaygroundEndpoint))}
            >
              <StyledTabsList aria-label="Kind of generation">
                {TABS.map(({ value, label }) => (
                  <TabsTrigger key={value} value={value}>
                    {label}
                  </TabsTrigger>
                ))}
              </StyledTabsList>
              {/* Every tab stays mounted, so its text and a running answer survive switching. */}
              <TabsContent value="insight" forceMount hidden={tab !== 'insight'}>
                <InsightForm model={model} />
              </TabsContent>
              <TabsContent value="company-analysis" forceMount hidden={tab !== 'company-analysis'}>
                <CompanyAnalysisForm model={model} />
              </TabsContent>
              <TabsContent value="blog-content" forceMount hidden={tab !== 'blog-content'}>
                <BlogContentForm model={model} />
              </TabsContent>
            </Tabs>
          </StyledWorkspace>
        )}
        <HistoryPanel />
      </StyledLayout>
    </StyledPlayground>
  );
}
