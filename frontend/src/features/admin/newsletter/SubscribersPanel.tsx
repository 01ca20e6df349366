import {
  NEWSLETTER_STATUSES,
  type NewsletterStatus,
  type NewsletterSubscriber,
} from '@sandglass/shared';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/apiError';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import type { FilterOption } from '../../../ui/FilterButtons';
import { toast } from '../../../ui/toastStore';
import {
  useDeleteSubscriberMutation,
  useSubscribersCsvMutation,
  useSubscribersPageQuery,
} from '../../newsletter';
import { formatDate } from '../adminText';
import { FilteredQueryList } from '../components/FilteredList';
import { ListSearch, useListControls } from '../components/ListControls';
import { capitalize, NEWSLETTER_STATUS_BADGE } from '../statusLabels';

type StatusFilter = 'all' | NewsletterStatus;

const FILTERS: FilterOption<StatusFilter>[] = [
  { value: 'all', label: 'All' },
  ...NEWSLETTER_STATUSES.map((status) => ({ value: status, label: capitalize(status) })),
];

const COLUMNS: DataColumn<NewsletterSubscriber>[] = [
  {
    header: 'Status',
    cell: (subscriber) => (
      <Badge variant={NEWSLETTER_STATUS_BADGE[subscriber.status]}>
        {capitalize(subscriber.status)}
      </Badge>
    ),
  },
  { header: 'Signed up', cell: (subscriber) => formatDate(subscriber.createdAt) },
  { header: 'Confirmed', cell: (subscriber) => formatDate(subscriber.confirmedAt) },
  { header: 'Unsubscribed', cell: (subscriber) => formatDate(subscriber.unsubscribedAt) },
];

/** Saves text as a file the browser downloads. */
function download(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Newsletter subscribers and where each stands: pending until the email link is followed,
 * bounced once the mail server refused the address. Export the list as CSV, delete someone.
 */
export function SubscribersPanel() {
  const list = useListControls();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const status = filter === 'all' ? undefined : filter;
  const query = useSubscribersPageQuery({ ...list.request, ...(status ? { status } : {}) });
  const [exportCsv, exporting] = useSubscribersCsvMutation();
  const [remove, removal] = useDeleteSubscriberMutation();
  const [deleting, setDeleting] = useState<NewsletterSubscriber | null>(null);
  const shown = query.data?.items ?? [];

  async function handleExport() {
    try {
      const csv = await exportCsv({ q: list.request.q || undefined, status }).unwrap();
      download(csv, 'newsletter-subscribers.csv');
    } catch (error) {
      toast({
        title: 'Could not export the subscribers',
        description: apiErrorMessage(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    }
  }

  async function handleDelete(subscriber: NewsletterSubscriber) {
    try {
      await remove(subscriber.id).unwrap();
      toast({ title: 'Subscriber deleted', description: `${subscriber.email} is off the list.` });
      setDeleting(null);
    } catch (error) {
      toast({
        title: 'Could not delete the subscriber',
        description: apiErrorMessage(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      <ListSearch controls={list} label="Search subscribers" placeholder="Search by email..." />
      <FilteredQueryList
        list={list}
        query={query}
        filter={{ label: 'Show subscribers', options: FILTERS, value: filter, onChange: setFilter }}
        emptyMessage="No subscribers yet."
        noneMessage="No subscribers have this status."
        noun={['subscriber', 'subscribers']}
      >
        <p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void handleExport()}
            disabled={exporting.isLoading}
          >
            {exporting.isLoading ? 'Exporting...' : 'Export CSV'}
          </Button>
        </p>
        <DataTable
          caption="Newsletter subscribers"
          rows={shown}
          rowKey={(subscriber) => subscriber.id}
          titleHeader="Email"
          title={(subscriber) => subscriber.email}
          columns={COLUMNS}
          actions={(subscriber) => (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete the subscriber ${subscriber.email}`}
              onClick={() => setDeleting(subscriber)}
            >
              Delete
            </Button>
          )}
        />
      </FilteredQueryList>
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.email}?`}
          description="They will receive no more issues; mail of an issue still waiting for them is withdrawn. This cannot be undone."
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
