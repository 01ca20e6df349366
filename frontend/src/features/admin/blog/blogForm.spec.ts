import { describe, expect, it } from '@jest/globals';
import type { BlogPost } from '@sandglass/shared';
import {
  blogValuesOf,
  characterCount,
  checkBlogPost,
  emptyBlogValues,
  type BlogFormValues,
} from './blogForm';

function filled(overrides: Partial<BlogFormValues> = {}): BlogFormValues {
  return {
    ...emptyBlogValues(),
    title: 'Why AI-native companies win',
    excerpt: 'Cost curves bend.',
    body: '## The thesis\n\nShort.',
    category: 'ai-trends',
    ...overrides,
  };
}

describe('the blog post form', () => {
  it('starts as a draft', () => {
    expect(emptyBlogValues().status).toBe('draft');
  });

  it('asks for a title, excerpt, body and category', () => {
    const result = checkBlogPost(emptyBlogValues());
    expect(!result.ok && result.errors).toEqual({
      title: 'Enter a title.',
      excerpt: 'Enter a short excerpt for the listing.',
      body: 'Write the article.',
      category: 'Choose a category.',
    });
  });

  it('refuses SEO text over the limits search engines show', () => {
    const result = checkBlogPost(
      filled({ seoTitle: 't'.repeat(71), seoDescription: 'd'.repeat(161) }),
    );
    expect(!result.ok && result.errors).toEqual({
      seoTitle: 'SEO title can be at most 70 characters.',
      seoDescription: 'SEO description can be at most 160 characters.',
    });
  });

  it('sends featured as the box is ticked, and opens a featured article ticked', () => {
    expect(emptyBlogValues().featured).toBe('');
    const ticked = checkBlogPost(filled({ featured: 'true' }));
    expect(ticked.ok && ticked.input.featured).toBe(true);
    const post: BlogPost = {
      title: 'Why AI-native companies win',
      excerpt: 'Cost curves bend.',
      body: 'Short.',
      category: 'ai-trends',
      id: 'p1',
      slug: 'chosen',
      bodyHtml: '',
      readingTime: 1,
      viewCount: 0,
      tags: [],
      author: null,
      status: 'published',
      featured: true,
      featuredImageUrl: null,
      publishedAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      seoTitle: null,
      seoDescription: null,
    };
    expect(blogValuesOf(post).featured).toBe('true');
    expect(blogValuesOf({ ...post, featured: false }).featured).toBe('');
  });

  it('sends tags parsed, blanks as null, and the chosen status', () => {
    const result = checkBlogPost(
      filled({ tags: ' Agents, agents ,Infra', status: 'published', authorId: '' }),
    );
    expect(result.ok && result.input).toEqual({
      title: 'Why AI-native companies win',
      excerpt: 'Cost curves bend.',
      body: '## The thesis\n\nShort.',
      category: 'ai-trends',
      tags: ['Agents', 'Infra'],
      featuredImageUrl: null,
      authorId: null,
      status: 'published',
      seoTitle: null,
      seoDescription: null,
      featured: false,
    });
  });

  it('counts characters for the SEO counters as they will be saved', () => {
    expect(characterCount('  Sand  ', 70)).toBe('4/70 characters');
  });
});
