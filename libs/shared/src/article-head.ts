import { BLOG_CATEGORIES, type BlogPost } from './content.js';
import type { PageHeadInput } from './head.js';

/** What an article's page puts in its head: SEO title and description first, then its own. */
export function articlePageHead(
  post: BlogPost,
): Pick<PageHeadInput, 'title' | 'description' | 'article'> {
  return {
    title: post.seoTitle?.trim() || post.title,
    description: post.seoDescription?.trim() || post.excerpt,
    article: {
      image: post.featuredImageUrl,
      publishedAt: post.publishedAt ?? post.createdAt,
      modifiedAt: post.updatedAt,
      authorName: post.author?.name ?? null,
      section: BLOG_CATEGORIES.find((category) => category.id === post.category)?.label,
      tags: post.tags,
    },
  };
}
