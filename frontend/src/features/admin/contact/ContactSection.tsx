import type { ContactSubmission } from '@sandglass/shared';
import { useState } from 'react';
import { apiErrorMessage } from '../../../lib/apiError';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toastStore';
import {
  useContactPageQuery,
  useDeleteContactMutation,
  useSetContactReadMutation,
  useUnreadContactCountQuery,
} from '../../contact';
import { ListSearch, useListControls } from '../components/ListControls';
import { formatDateTime, interestLabel, preview } from '../adminText';
import { countLabel } from '../../../lib/countLabel';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FilteredQueryList } from '../components/FilteredList';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import type { FilterOption } from '../../../ui/FilterButtons';
import { MessageDialog } from '../../../ui/MessageDialog';
import { SectionHeader } from '../components/SectionHeader';

type ReadFilter = 'all' | 'unread';

const FILTERS: FilterOption<ReadFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
];

const fullName = (message: ContactSubmission) => `${message.firstName} ${message.lastName}`;
const toggleLabel = (message: ContactSubmission) =>
  message.isRead ? 'Mark as unread' : 'Mark as read';

/** Spec section 4: a submission is New until read, then Read. */
function ReadState({ message }: { message: ContactSubmission }) {
  return message.isRead ? <Badge>Read</Badge> : <Badge variant="sand">New</Badge>;
}

const COLUMNS: DataColumn<ContactSubmission>[] = [
  { header: 'Email', cell: (message) => message.email },
  { header: 'Interest', cell: (message) => interestLabel(message.interest) },
  { header: 'Message', cell: (message) => preview(message.message) },
  { header: 'Received', cell: (message) => formatDateTime(message.createdAt) },
  { header: 'State', cell: (message) => <ReadState message={message} /> },
];

/** The contact inbox: read messages in full, mark them read or unread, delete them. */
export function ContactSection() {
  const list = useListControls();
  const [filter, setFilter] = useState<ReadFilter>('all');
  const query = useContactPageQuery({ ...list.request, unread: filter === 'unread' });
  const unread = useUnreadContactCountQuery().data ?? 0;
  const [setRead] = useSetContactReadMutation();
  const [remove, removal] = useDeleteContactMutation();
  const [readingId, setReadingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ContactSubmission | null>(null);
  const shown = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  // Looked up on every render, so the dialog shows the message's state as the server last said.
  const reading = shown.find((message) => message.id === readingId);

  async function handleSetRead(message: ContactSubmission, isRead: boolean, announce = true) {
    try {
      await setRead({ id: message.id, isRead }).unwrap();
      if (announce) {
        toast({
          title: isRead ? 'Marked as read' : 'Marked as unread',
          description: `The message from ${fullName(message)}.`,
        });
      }
    } catch (error) {
      toast({
        title: 'Could not change the message',
        description: apiErrorMessage(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    }
  }

  function handleOpen(message: ContactSubmission) {
    setReadingId(message.id);
    // Opening a message is reading it.
    if (!message.isRead) void handleSetRead(message, true, false);
  }

  async function handleDelete(message: ContactSubmission) {
    try {
      await remove(message.id).unwrap();
      toast({ title: 'Message deleted', description: `The message from ${fullName(message)}.` });
      setDeleting(null);
    } catch (error) {
      toast({
        title: 'Could not delete the message',
        description: apiErrorMessage(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      <SectionHeader
        title="Contact"
        lead="Messages sent through the contact form, newest first. Opening one marks it read."
      />
      <ListSearch
        controls={list}
        label="Search messages"
        placeholder="Search by name, email, company or message..."
      />
      <FilteredQueryList
        list={list}
        query={query}
        filter={{ label: 'Show messages', options: FILTERS, value: filter, onChange: setFilter }}
        emptyMessage="No messages yet. They arrive from the contact page."
        count={`${countLabel(total, 'message', 'messages')}, ${unread} unread`}
        noneMessage={filter === 'unread' ? 'Every message has been read.' : 'No messages.'}
        noun={['message', 'messages']}
      >
        <DataTable
          caption="Contact messages"
          rows={shown}
          rowKey={(message) => message.id}
          titleHeader="From"
          title={fullName}
          columns={COLUMNS}
          isHighlighted={(message) => !message.isRead}
          actions={(message) => (
            <>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Open the message from ${fullName(message)}`}
                onClick={() => handleOpen(message)}
              >
                Open
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`${toggleLabel(message)}: message from ${fullName(message)}`}
                onClick={() => void handleSetRead(message, !message.isRead)}
              >
                {toggleLabel(message)}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete the message from ${fullName(message)}`}
                onClick={() => setDeleting(message)}
              >
                Delete
              </Button>
            </>
          )}
        />
      </FilteredQueryList>
      {reading && (
        <MessageDialog
          title={`Message from ${fullName(reading)}`}
          description={
            <>
              {reading.email}
              {reading.company ? ` · ${reading.company}` : ''} · {interestLabel(reading.interest)} ·{' '}
              {formatDateTime(reading.createdAt)}
            </>
          }
          message={reading.message}
          replyTo={reading.email}
          actions={
            reading.isRead && (
              <Button
                variant="ghost"
                onClick={() => {
                  void handleSetRead(reading, false);
                  setReadingId(null);
                }}
              >
                Mark as unread
              </Button>
            )
          }
          onClose={() => setReadingId(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete the message from ${fullName(deleting)}?`}
          description="The message will be gone for every admin. This cannot be undone."
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
