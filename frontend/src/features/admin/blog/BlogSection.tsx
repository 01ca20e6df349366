import { BLOG_CATEGORIES, type BlogPostSummary } from '@sandglass/shared';
import { useState } from 'react';
import { apiErrorMessage } from '../../../app/apiError';
import { Badge } from '../../../ui/Badge';
import { Button, ButtonLink } from '../../../ui/Button';
import { toast } from '../../../ui/toastStore';
import { useDeleteBlogPostMutation, usePostsPageQuery } from '../../insights/insightsApi';
import { emptyListMessage, ListPager, ListSearch, useListControls } from '../ui/ListControls';
import { formatDate } from '../adminText';
import { BLOG_STATUS_BADGE, capitalize } from '../statusLabels';
import { BlogEditorDialog } from './BlogEditorDialog';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { DataTable, type DataColumn } from '../ui/DataTable';
import { QueryState } from '../../../ui/QueryState';
import { SectionHeader } from '../ui/SectionHeader';

const categoryLabel = (id: string) =>
  BLOG_CATEGORIES.find((category) => category.id === id)?.label ?? id;

const COLUMNS: DataColumn<BlogPostSummary>[] = [
  {
    header: 'Status',
    cell: (post) => (
      <Badge variant={BLOG_STATUS_BADGE[post.status]}>{capitalize(post.status)}</Badge>
    ),
  },
  // Spec: the date is publishedAt, falling back to createdAt (drafts never published).
  { header: 'Date', cell: (post) => formatDate(post.publishedAt ?? post.createdAt) },
  { header: 'Category', cell: (post) => categoryLabel(post.category) },
  { header: 'Author', cell: (post) => post.author?.name ?? '—' },
  { header: 'Views', cell: (post) => post.viewCount },
];

/** Every article, drafts included: write, edit, publish and delete. */
export function BlogSection() {
  const list = useListControls();
  const query = usePostsPageQuery(list.request);
  const [remove, removal] = useDeleteBlogPostMutation();
  const [editing, setEditing] = useState<BlogPostSummary | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BlogPostSummary | null>(null);
  const posts = query.data?.items ?? [];

  async function handleDelete(post: BlogPostSummary) {
    try {
      await remove(post.id).unwrap();
      toast({ title: 'Article deleted', description: `“${post.title}” was removed.` });
      setDeleting(null);
    } catch (error) {
      toast({
        title: 'Could not delete the article',
        description: apiErrorMessage(error, 'Try again in a moment.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      <SectionHeader
        title="Blog"
        lead="Every article, drafts included. Drafts are listed only here."
        actions={<Button onClick={() => setEditing('new')}>Write article</Button>}
      />
      <ListSearch
        controls={list}
        label="Search posts"
        placeholder="Search by title or summary..."
      />
      <QueryState
        isLoading={query.isLoading}
        error={query.data ? undefined : query.error}
        onRetry={() => void query.refetch()}
        loadingMessage="Loading articles..."
        errorMessage="The articles could not be loaded."
        isEmpty={posts.length === 0}
        emptyMessage={emptyListMessage(
          list,
          'posts',
          'No articles yet. Visitors see “Coming Soon” on Insights.',
        )}
        emptyAction={<Button onClick={() => setEditing('new')}>Write the first article</Button>}
      >
        <DataTable
          caption="Articles"
          rows={posts}
          rowKey={(post) => post.id}
          titleHeader="Title"
          title={(post) => post.title}
          columns={COLUMNS}
          actions={(post) => (
            <>
              {post.status === 'published' && (
                <ButtonLink
                  to={`/insights/${post.slug}`}
                  variant="ghost"
                  size="sm"
                  aria-label={`View “${post.title}” on the site`}
                >
                  View
                </ButtonLink>
              )}
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Edit “${post.title}”`}
                onClick={() => setEditing(post)}
              >
                Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete “${post.title}”`}
                onClick={() => setDeleting(post)}
              >
                Delete
              </Button>
            </>
          )}
        />
        <ListPager
          controls={list}
          total={query.data?.total ?? 0}
          noun={['post', 'posts']}
          isFetching={query.isFetching}
        />
      </QueryState>
      {editing && (
        <BlogEditorDialog
          key={editing === 'new' ? 'new' : editing.id}
          post={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          title={`Delete “${deleting.title}”?`}
          description={
            deleting.status === 'published'
              ? 'The article will disappear from Insights and its address will stop working. This cannot be undone.'
              : 'The draft will be gone. This cannot be undone.'
          }
          isPending={removal.isLoading}
          onConfirm={() => void handleDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
