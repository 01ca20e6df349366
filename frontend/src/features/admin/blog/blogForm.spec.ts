import { describe, expect, it } from '@jest/globals';
import { characterCount, checkBlogPost, emptyBlogValues, type BlogFormValues } from './blogForm';

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
    });
  });

  it('counts characters for the SEO counters as they will be saved', () => {
    expect(characterCount('  Sand  ', 70)).toBe('4/70 characters');
  });
});
