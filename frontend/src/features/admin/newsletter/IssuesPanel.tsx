import type { NewsletterIssue, NewsletterIssueStatus } from '@sandglass/shared';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/apiError';
import { Badge, type BadgeVariant } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { QueryState } from '../../../ui/QueryState';
import { toast } from '../../../ui/toastStore';
import { useDeleteIssueMutation, useIssueQuery, useIssuesPageQuery } from '../../newsletter';
import { formatDateTime } from '../adminText';
import { ListPager, useListControls } from '../components/ListControls';
import { capitalize } from '../statusLabels';
import { PROGRESS_POLL_MS, IssueDialog } from './IssueDialog';
import { IssueEditorDialog } from './IssueEditorDialog';
import { countsSentence } from './issueForm';

const ISSUE_STATUS_BADGE: Readonly<Record<NewsletterIssueStatus, BadgeVariant>> = {
  draft: 'sand',
  scheduled: 'info',
  sending: 'night',
  sent: 'success',
};

function when(issue: NewsletterIssue): string {
  if (issue.status === 'scheduled') return `Goes out ${formatDateTime(issue.scheduledAt)}`;
  if (issue.status === 'draft') return `Saved ${formatDateTime(issue.updatedAt)}`;
  return `Sent ${formatDateTime(issue.sendingStartedAt)}`;
}

const COLUMNS: DataColumn<NewsletterIssue>[] = [
  {
    header: 'Status',
    cell: (issue) => (
      <Badge variant={ISSUE_STATUS_BADGE[issue.status]}>{capitalize(issue.status)}</Badge>
    ),
  },
  { header: 'When', cell: when },
  {
    header: 'Recipients',
    cell: (issue) =>
      issue.status === 'sending' || issue.status === 'sent' ? countsSentence(issue.counts) : '—',
  },
];

/** A draft being edited: the one in the list, read whole. */
function EditDraft({ id, onClose }: { id: string; onClose: () => void }) {
  const issue = useIssueQuery(id);
  if (!issue.data) {
    return issue.error ? <IssueDialog issueId={id} onClose={onClose} /> : null;
  }
  return <IssueEditorDialog issue={issue.data} onClose={onClose} />;
}

export interface IssuesPanelProps {
  /** An issue to open at once (from "Send as newsletter" on an article). */
  openIssueId?: string;
  onOpened?: () => void;
}

/** Newsletter issues: write, edit and delete drafts; test, send or schedule; follow a send. */
export function IssuesPanel({ openIssueId, onOpened }: IssuesPanelProps) {
  const list = useListControls();
  const [sendingNow, setSendingNow] = useState(false);
  const query = useIssuesPageQuery(list.request, {
    pollingInterval: sendingNow ? PROGRESS_POLL_MS : 0,
  });
  const [remove, removal] = useDeleteIssueMutation();
  const [writing, setWriting] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(openIssueId ?? null);
  const [deleting, setDeleting] = useState<NewsletterIssue | null>(null);
  const shown = query.data?.items ?? [];
  const anySending = shown.some((issue) => issue.status === 'sending');
  if (anySending !== sendingNow) setSendingNow(anySending);

  async function handleDelete(issue: NewsletterIssue) {
    try {
      await remove(issue.id).unwrap();
      toast({ title: 'Draft deleted', description: `“${issue.subject}”.` });
      setDeleting(null);
    } catch (error) {
      toast({
        title: 'Could not delete the draft',
        description: apiErrorMessage(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      <p>
        <Button onClick={() => setWriting(true)}>Write issue</Button>
      </p>
      <QueryState
        isLoading={query.isLoading}
        error={query.data ? undefined : query.error}
        onRetry={() => void query.refetch()}
        loadingMessage="Loading issues..."
        errorMessage="The issues could not be loaded."
        isEmpty={(query.data?.total ?? 0) === 0}
        emptyMessage="No issues yet. Write one, or choose “Send as newsletter” on an article in Blog."
      >
        <DataTable
          caption="Newsletter issues"
          rows={shown}
          rowKey={(issue) => issue.id}
          titleHeader="Subject"
          title={(issue) => issue.subject}
          columns={COLUMNS}
          actions={(issue) => (
            <>
              {issue.status === 'draft' && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Edit “${issue.subject}”`}
                  onClick={() => setEditingId(issue.id)}
                >
                  Edit
                </Button>
              )}
              <Button
                variant={issue.status === 'draft' ? 'primary' : 'secondary'}
                size="sm"
                aria-label={`${issue.status === 'draft' ? 'Test or send' : 'Open'} “${issue.subject}”`}
                onClick={() => setOpenId(issue.id)}
              >
                {issue.status === 'draft'
                  ? 'Test or send'
                  : issue.status === 'scheduled'
                    ? 'Open'
                    : 'Progress'}
              </Button>
              {issue.status === 'draft' && (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete the draft “${issue.subject}”`}
                  onClick={() => setDeleting(issue)}
                >
                  Delete
                </Button>
              )}
            </>
          )}
        />
        <ListPager
          controls={list}
          total={query.data?.total ?? 0}
          noun={['issue', 'issues']}
          isFetching={query.isFetching}
        />
      </QueryState>
      {writing && <IssueEditorDialog onClose={() => setWriting(false)} />}
      {editingId && <EditDraft id={editingId} onClose={() => setEditingId(null)} />}
      {openId && (
        <IssueDialog
          issueId={openId}
          onClose={() => {
            setOpenId(null);
            onOpened?.();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete “${deleting.subject}”?`}
          description="The draft will be gone. This cannot be undone."
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          isPending={removal.isLoading}
          onConfirm={() => void handleDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
