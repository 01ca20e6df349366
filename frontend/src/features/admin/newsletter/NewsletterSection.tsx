import {
  NEWSLETTER_STATUSES,
  type NewsletterStatus,
  type NewsletterSubscriber,
} from '@sandglass/shared';
import { useState } from 'react';
import { Badge } from '../../../ui/Badge';
import { useSubscribersPageQuery } from '../../newsletter';
import { ListSearch, useListControls } from '../components/ListControls';
import { formatDate } from '../adminText';
import { capitalize, NEWSLETTER_STATUS_BADGE } from '../statusLabels';
import { FilteredQueryList } from '../components/FilteredList';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import type { FilterOption } from '../../../ui/FilterButtons';
import { SectionHeader } from '../components/SectionHeader';

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

/** Newsletter subscribers and where each stands (pending until the email link is followed). */
export function NewsletterSection() {
  const list = useListControls();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const query = useSubscribersPageQuery({
    ...list.request,
    ...(filter === 'all' ? {} : { status: filter }),
  });
  const shown = query.data?.items ?? [];

  return (
    <>
      <SectionHeader
        title="Newsletter"
        lead="People who signed up for updates. A subscription stays pending until its confirmation link is followed."
      />
      <ListSearch controls={list} label="Search subscribers" placeholder="Search by email..." />
      <FilteredQueryList
        list={list}
        query={query}
        filter={{ label: 'Show subscribers', options: FILTERS, value: filter, onChange: setFilter }}
        emptyMessage="No subscribers yet."
        noneMessage="No subscribers have this status."
        noun={['subscriber', 'subscribers']}
      >
        <DataTable
          caption="Newsletter subscribers"
          rows={shown}
          rowKey={(subscriber) => subscriber.id}
          titleHeader="Email"
          title={(subscriber) => subscriber.email}
          columns={COLUMNS}
        />
      </FilteredQueryList>
    </>
  );
}
