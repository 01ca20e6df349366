import { Section } from '../../../ui/Section';
import { usePostsQuery } from '../blogApi';
import { RelatedPosts, type RelatedPostsProps } from './RelatedPosts';

/**
 * The other articles worth reading next, once the list has arrived: an island of the pre-rendered
 * article, given only what it matches on.
 */
export function RelatedPostsSection({ post }: Pick<RelatedPostsProps, 'post'>) {
  const { data: posts = [] } = usePostsQuery();
  if (posts.length <= 1) return null;
  return (
    <Section title="Related Insights" tone="muted">
      <RelatedPosts post={post} posts={posts} />
    </Section>
  );
}
