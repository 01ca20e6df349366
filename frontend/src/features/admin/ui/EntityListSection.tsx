import { Fragment, useState, type ReactNode } from 'react';
import { apiErrorMessage } from '../../../app/apiError';
import { Button } from '../../../ui/Button';
import { QueryState } from '../../../ui/QueryState';
import { toast } from '../../../ui/toastStore';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { DataTable, type DataColumn } from './DataTable';
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
  /** The page query hook, called with the search box and pager's request. */
  usePage: (request: ReturnType<typeof useListControls>['request']) => EntityPageQuery<Item>;
  /** The delete mutation hook. */
  useDelete: () => readonly [
    (id: string) => { unwrap: () => Promise<unknown> },
    { isLoading: boolean },
  ];
  title: string;
  lead: string;
  /** The header button, e.g. "Add company", and the empty list's, e.g. "Add the first company". */
  addLabel: string;
  addFirstLabel: string;
  search: { label: string; placeholder: string };
  loadingMessage: string;
  errorMessage: string;
  /** The plural in "No companies match …", and the sentence when there are none at all. */
  emptyNoun: string;
  emptyMessage: string;
  caption: string;
  titleHeader: string;
  /** How a row is named in its buttons' labels and the delete dialog's title. */
  itemLabel: (item: Item) => string;
  itemTitle: (item: Item) => ReactNode;
  media?: (item: Item) => ReactNode;
  columns: readonly DataColumn<Item>[];
  /** Row buttons shown before Edit and Delete. */
  extraActions?: (item: Item) => ReactNode;
  /** The pager's singular and plural. */
  noun: [string, string];
  deleteDescription: (item: Item) => string;
  deletedToast: (item: Item) => { title: string; description: string };
  deleteFailedTitle: string;
  /** The add/edit dialog; `item` is undefined when adding. */
  renderForm: (item: Item | undefined, onClose: () => void) => ReactNode;
}

/** An admin section for one kind of record: search, paged table, add, edit and delete. */
export function EntityListSection<Item extends { id: string }>(
  props: EntityListSectionProps<Item>,
) {
  const { usePage, useDelete, itemLabel } = props;
  const list = useListControls();
  const query = usePage(list.request);
  const [remove, removal] = useDelete();
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const items = query.data?.items ?? [];

  async function handleDelete(item: Item) {
    try {
      await remove(item.id).unwrap();
      toast(props.deletedToast(item));
      setDeleting(null);
    } catch (error) {
      toast({
        title: props.deleteFailedTitle,
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
        loadingMessage={props.loadingMessage}
        errorMessage={props.errorMessage}
        isEmpty={items.length === 0}
        emptyMessage={emptyListMessage(list, props.emptyNoun, props.emptyMessage)}
        emptyAction={<Button onClick={() => setEditing('new')}>{props.addFirstLabel}</Button>}
      >
        <DataTable
          caption={props.caption}
          rows={items}
          rowKey={(item) => item.id}
          titleHeader={props.titleHeader}
          title={props.itemTitle}
          media={props.media}
          columns={props.columns}
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
          noun={props.noun}
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
        <ConfirmDeleteDialog
          title={`Delete ${itemLabel(deleting)}?`}
          description={props.deleteDescription(deleting)}
          isPending={removal.isLoading}
          onConfirm={() => void handleDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
