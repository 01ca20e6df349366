import type { BlogAuthor, BlogPost as BlogPostBody, BlogPostSummary } from '@sandglass/shared';
import type { TeamMember } from '../team/team-member.entity.js';
import type { BlogPost } from './blog-post.entity.js';
import { renderMarkdown } from './markdown.js';

/** What a listing reads of a post: an entity, or a listing row of the repository. */
export type BlogSummarySource = Omit<
  BlogPost,
  'body' | 'author' | 'authorId' | 'seoTitle' | 'seoDescription' | 'updatedAt'
> & { author?: Pick<TeamMember, 'id' | 'name' | 'title' | 'photoUrl'> | null };

/** The one place a post becomes an API body. */
export function toBlogAuthor(member: BlogSummarySource['author']): BlogAuthor | null {
  if (!member) return null;
  return { id: member.id, name: member.name, title: member.title, photoUrl: member.photoUrl };
}

export function toBlogPostSummary(post: BlogSummarySource): BlogPostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    featuredImageUrl: post.featuredImageUrl,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    readingTime: post.readingTime,
    viewCount: post.viewCount,
    tags: post.tags ?? [],
    author: toBlogAuthor(post.author),
    status: post.status,
    featured: post.featured,
  };
}

/** The whole article, its Markdown rendered and sanitised on the way out. */
export function toBlogPost(post: BlogPost): BlogPostBody {
  return {
    ...toBlogPostSummary(post),
    body: post.body,
    bodyHtml: renderMarkdown(post.body),
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    updatedAt: post.updatedAt.toISOString(),
  };
}
