import { BLOG_CATEGORIES, type BlogPostSummary } from '@sandglass/shared';
import { styled } from 'styled-components';
import { Badge } from '../../../ui/Badge';
import { ButtonLink } from '../../../ui/Button';
import { postPath, useDeleteBlogPostMutation, usePostsPageQuery } from '../../blog';
import { formatDate } from '../adminText';
import { BLOG_STATUS_BADGE, capitalize } from '../statusLabels';
import { type DataColumn } from '../../../ui/DataTable';
import { EntityListSection } from '../components/EntityListSection';
import { SendAsNewsletterButton } from '../newsletter/SendAsNewsletterButton';
import { BlogEditorDialog } from './BlogEditorDialog';

const StyledBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const categoryLabel = (id: string) =>
  BLOG_CATEGORIES.find((category) => category.id === id)?.label ?? id;

const COLUMNS: DataColumn<BlogPostSummary>[] = [
  {
    header: 'Status',
    cell: (post) => (
      <StyledBadges>
        <Badge variant={BLOG_STATUS_BADGE[post.status]}>{capitalize(post.status)}</Badge>
        {post.featured && <Badge variant="night">Featured</Badge>}
      </StyledBadges>
    ),
  },
  // Spec: the date is publishedAt, falling back to createdAt (drafts never published).
  { header: 'Date', cell: (post) => formatDate(post.publishedAt ?? post.createdAt) },
  { header: 'Category', cell: (post) => categoryLabel(post.category) },
  { header: 'Author', cell: (post) => post.author?.name ?? '—' },
  { header: 'Views', cell: (post) => post.viewCount },
];

/**
 * Every article, drafts included: write, edit, publish and delete; view a published one on the
 * site, or preview a draft at its address (which only an admin's session sees).
 */
export function BlogSection() {
  return (
    <EntityListSection
      title="Blog"
      lead="Every article, drafts included. Drafts are listed only here; Preview shows one at its address, to admins only."
      addLabel="Write article"
      search={{ label: 'Search posts', placeholder: 'Search by title or summary...' }}
      errorMessage="The articles could not be loaded."
      emptyMessage="No articles yet. Visitors see “Coming Soon” on Insights."
      table={{ caption: 'Articles', titleHeader: 'Title', columns: COLUMNS }}
      itemLabel={(post) => `“${post.title}”`}
      itemTitle={(post) => post.title}
      extraActions={(post) => {
        const published = post.status === 'published';
        return (
          <>
            <ButtonLink
              to={postPath(post.slug)}
              variant="ghost"
              size="sm"
              aria-label={
                published ? `View “${post.title}” on the site` : `Preview the draft “${post.title}”`
              }
            >
              {published ? 'View' : 'Preview'}
            </ButtonLink>
            {published && <SendAsNewsletterButton slug={post.slug} title={post.title} />}
          </>
        );
      }}
      noun={['post', 'posts']}
      recordNoun="article"
      usePage={usePostsPageQuery}
      useDelete={useDeleteBlogPostMutation}
      deleteDescription={(post) =>
        post.status === 'published'
          ? 'The article will disappear from Insights and its address will stop working. This cannot be undone.'
          : 'The draft will be gone. This cannot be undone.'
      }
      renderForm={(post, onClose) => <BlogEditorDialog post={post} onClose={onClose} />}
    />
  );
}
