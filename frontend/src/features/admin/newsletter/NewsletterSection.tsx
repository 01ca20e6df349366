import { useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';
import { SectionHeader } from '../components/SectionHeader';
import { IssuesPanel } from './IssuesPanel';
import { SubscribersPanel } from './SubscribersPanel';

type Tab = 'subscribers' | 'issues';

/**
 * The newsletter: its subscribers (pending until the email link is followed) and its issues,
 * each sent once to every confirmed subscriber. `?tab=issues&issue=<id>` opens an issue.
 */
export function NewsletterSection() {
  const [params, setParams] = useSearchParams();
  const openIssueId = params.get('issue') ?? undefined;
  const tab: Tab = params.get('tab') === 'issues' || openIssueId ? 'issues' : 'subscribers';

  function choose(next: string) {
    setParams(next === 'issues' ? { tab: 'issues' } : {}, { replace: true });
  }

  return (
    <>
      <SectionHeader
        title="Newsletter"
        lead="Subscribers confirm by email before they are mailed. Each issue goes to every confirmed subscriber once, with a one-click unsubscribe link."
      />
      <Tabs value={tab} onValueChange={choose}>
        <TabsList aria-label="Newsletter">
          <TabsTrigger value="subscribers">Subscribers</TabsTrigger>
          <TabsTrigger value="issues">Issues</TabsTrigger>
        </TabsList>
        <TabsContent value="subscribers">
          <SubscribersPanel />
        </TabsContent>
        <TabsContent value="issues">
          <IssuesPanel openIssueId={openIssueId} onOpened={() => choose('issues')} />
        </TabsContent>
      </Tabs>
    </>
  );
}
