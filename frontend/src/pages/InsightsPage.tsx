import { PUBLIC_PAGES } from '@sandglass/shared';
import { InsightsBrowser } from '../features/insights/components/InsightsBrowser';
import { PageMeta } from '../features/site/PageMeta';
import { PageHeader } from '../ui/PageHeader';

const PAGE = PUBLIC_PAGES['/insights'];

export function InsightsPage() {
  return (
    <>
      <PageMeta {...PAGE} />
      <PageHeader eyebrow="Insights" title="AI Investment Insights" lead={PAGE.description} />
      <InsightsBrowser />
    </>
  );
}
