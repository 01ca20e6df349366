import { Fragment, useState, type ReactNode } from 'react';
import { apiErrorMessage } from '../../../lib/apiError';
import { Button } from '../../../ui/Button';
import { QueryState } from '../../../ui/QueryState';
import { toast } from '../../../ui/toastStore';
import { capitalize } from '../statusLabels';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type DataColumn } from '../../../ui/DataTable';
import { emptyListMessage, ListPager, ListSearch, useListControls } from './ListControls';
import { SectionHeader } from './SectionHeader';

/** What the section needs from an RTK Query page hook (`use…PageQuery`). */
export interface EntityPageQuery<Item> {
  data?: { items: Item[]; total: number };
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface EntityListSectionProps<Item extends { id: string }> {
  title: string;
  lead: string;
  /** The header button, e.g. "Add company"; the empty list's reads "Add the first company". */
  addLabel: string;
  search: { label: string; placeholder: string };
  errorMessage: string;
  /** The sentence when there are none at all. */
  emptyMessage: string;
  /**
   * The table's caption, e.g. "Portfolio companies" (also "Loading portfolio companies..."),
   * the header of the column that names each row, e.g. "Company", and the other columns.
   */
  table: { caption: string; titleHeader: string; columns: readonly DataColumn<Item>[] };
  media?: (item: Item) => ReactNode;
  /** How a row is named in its buttons' labels, the delete dialog's title and its toast. */
  itemLabel: (item: Item) => string;
  /** What the row's first cell shows; its label unless given. */
  itemTitle?: (item: Item) => ReactNode;
  /** Row buttons shown before Edit and Delete. */
  extraActions?: (item: Item) => ReactNode;
  /** The pager's singular and plural; the plural is also what "No … match" a search. */
  noun: [string, string];
  /** One item in the delete toasts ("Company deleted"), when not the pager's singular. */
  recordNoun?: string;
  /** The page query hook, called with the search box and pager's request. */
  usePage: (request: ReturnType<typeof useListControls>['request']) => EntityPageQuery<Item>;
  /** The delete mutation hook. */
  useDelete: () => readonly [
    (id: string) => { unwrap: () => Promise<unknown> },
    { isLoading: boolean },
  ];
  deleteDescription: (item: Item) => string;
  /** Where a deleted item leaves, e.g. "the portfolio": "… was removed from the portfolio." */
  removedFrom?: string;
  /** The add/edit dialog; `item` is undefined when adding. */
  renderForm: (item: Item | undefined, onClose: () => void) => ReactNode;
}

/** An admin section for one kind of record: search, paged table, add, edit and delete. */
export function EntityListSection<Item extends { id: string }>(
  props: EntityListSectionProps<Item>,
) {
  const { usePage, useDelete, itemLabel, table, noun } = props;
  const recordNoun = props.recordNoun ?? noun[0];
  const removedFrom = props.removedFrom ? ` from ${props.removedFrom}` : '';
  // "Add company" → "Add the first company", "Write article" → "Write the first article".
  const addFirstLabel = props.addLabel.replace(' ', ' the first ');
  const list = useListControls();
  const query = usePage(list.request);
  const [remove, removal] = useDelete();
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const items = query.data?.items ?? [];

  async function handleDelete(item: Item) {
    try {
      await remove(item.id).unwrap();
      toast({
        title: `${capitalize(recordNoun)} deleted`,
        description: `${itemLabel(item)} was removed${removedFrom}.`,
      });
      setDeleting(null);
    } catch (error) {
      toast({
        title: `Could not delete the ${recordNoun}`,
        description: apiErrorMessage(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      <SectionHeader
        title={props.title}
        lead={props.lead}
        actions={<Button onClick={() => setEditing('new')}>{props.addLabel}</Button>}
      />
      <ListSearch
        controls={list}
        label={props.search.label}
        placeholder={props.search.placeholder}
      />
      <QueryState
        isLoading={query.isLoading}
        error={query.data ? undefined : query.error}
        onRetry={() => void query.refetch()}
        loadingMessage={`Loading ${table.caption.toLowerCase()}...`}
        errorMessage={props.errorMessage}
        isEmpty={items.length === 0}
        emptyMessage={emptyListMessage(list, noun[1], props.emptyMessage)}
        emptyAction={<Button onClick={() => setEditing('new')}>{addFirstLabel}</Button>}
      >
        <DataTable
          caption={table.caption}
          rows={items}
          rowKey={(item) => item.id}
          titleHeader={table.titleHeader}
          title={props.itemTitle ?? itemLabel}
          media={props.media}
          columns={table.columns}
          actions={(item) => (
            <>
              {props.extraActions?.(item)}
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Edit ${itemLabel(item)}`}
                onClick={() => setEditing(item)}
              >
                Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${itemLabel(item)}`}
                onClick={() => setDeleting(item)}
              >
                Delete
              </Button>
            </>
          )}
        />
        <ListPager
          controls={list}
          total={query.data?.total ?? 0}
          noun={noun}
          isFetching={query.isFetching}
        />
      </QueryState>
      {editing && (
        // Keyed so that switching records remounts the dialog with fresh state.
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {props.renderForm(editing === 'new' ? undefined : editing, () => setEditing(null))}
        </Fragment>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${itemLabel(deleting)}?`}
          description={props.deleteDescription(deleting)}
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
