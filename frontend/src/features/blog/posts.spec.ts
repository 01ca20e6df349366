import { describe, expect, it } from '@jest/globals';
import type { BlogPostSummary } from '@sandglass/shared';
import {
  articlesFoundText,
  featuredAndLatest,
  countByCategory,
  filterPosts,
  formatPostDate,
  postDate,
  postFiltersFromParams,
  postPath,
  readingTimeText,
} from './posts';
import { relatedPosts } from './relatedPosts';

let next = 0;
function post(overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  next += 1;
  return {
    id: `p${next}`,
    slug: `post-${next}`,
    title: `Post ${next}`,
    excerpt: 'An excerpt.',
    category: 'ai-trends',
    featuredImageUrl: null,
    publishedAt: '2026-02-01T09:00:00.000Z',
    createdAt: '2026-01-30T09:00:00.000Z',
    readingTime: 3,
    viewCount: 0,
    tags: [],
    author: null,
    status: 'published',
    featured: false,
    ...overrides,
  };
}

describe('filterPosts', () => {
  const posts = [
    post({ title: 'Agents at Work', category: 'technology' }),
    post({ excerpt: 'Why we invest in AGENTS early', category: 'investment' }),
    post({ title: 'Inference costs', category: 'technology' }),
  ];

  it('matches title or excerpt regardless of case', () => {
    expect(filterPosts(posts, { category: 'all', search: 'agents' })).toHaveLength(2);
  });

  it('combines the search with the category', () => {
    expect(filterPosts(posts, { category: 'technology', search: 'agents' })).toHaveLength(1);
    expect(filterPosts(posts, { category: 'technology', search: '' })).toHaveLength(2);
    expect(filterPosts(posts, { category: 'industry-analysis', search: '' })).toEqual([]);
  });
});

describe('articlesFoundText', () => {
  it('says article for one and articles otherwise', () => {
    expect(articlesFoundText(1)).toBe('1 article found');
    expect(articlesFoundText(0)).toBe('0 articles found');
    expect(articlesFoundText(12)).toBe('12 articles found');
  });
});

describe('dates and reading time', () => {
  it('shows the publication date, or the creation date of a post never published', () => {
    expect(postDate(post())).toBe('2026-02-01T09:00:00.000Z');
    expect(postDate(post({ publishedAt: null }))).toBe('2026-01-30T09:00:00.000Z');
  });

  it('formats dates in words, in UTC', () => {
    expect(formatPostDate('2026-02-01T23:30:00.000Z')).toBe('February 1, 2026');
    expect(formatPostDate('not a date')).toBe('');
  });

  it('reads "N min read", at least one minute', () => {
    expect(readingTimeText(4)).toBe('4 min read');
    expect(readingTimeText(0)).toBe('1 min read');
  });
});

describe('countByCategory', () => {
  it('counts every category, zero included', () => {
    expect(
      countByCategory([post({ category: 'investment' }), post({ category: 'investment' })]),
    ).toEqual({
      'ai-trends': 0,
      investment: 2,
      technology: 0,
      'industry-analysis': 0,
      'portfolio-updates': 0,
    });
  });
});

describe('relatedPosts', () => {
  it('prefers shared tags, then the same category, then the newest, and never the post itself', () => {
    const current = post({ category: 'technology', tags: ['LLMs', 'Costs'] });
    const sameCategory = post({ category: 'technology', publishedAt: '2026-03-01T00:00:00Z' });
    const oneTag = post({ category: 'investment', tags: ['llms'] });
    const twoTags = post({ category: 'investment', tags: ['Costs', 'LLMs'] });
    const unrelated = post({ category: 'investment', tags: ['Hiring'] });
    expect(
      relatedPosts(current, [current, unrelated, sameCategory, oneTag, twoTags]).map((p) => p.id),
    ).toEqual([twoTags.id, oneTag.id, sameCategory.id]);
  });

  it('puts the newest first among posts that score the same', () => {
    const current = post({ category: 'technology' });
    const older = post({ category: 'technology', publishedAt: '2026-01-05T00:00:00Z' });
    const newest = post({ category: 'technology', publishedAt: '2026-02-01T09:30:00Z' });
    const middle = post({ category: 'technology', publishedAt: '2026-01-20T00:00:00Z' });
    expect(relatedPosts(current, [older, newest, middle]).map((p) => p.id)).toEqual([
      newest.id,
      middle.id,
      older.id,
    ]);
  });

  it('returns nothing when no post has anything in common', () => {
    const current = post({ category: 'technology', tags: ['LLMs'] });
    expect(relatedPosts(current, [post({ category: 'investment' })])).toEqual([]);
  });
});

describe('postPath', () => {
  it('links an article under /insights', () => {
    expect(postPath('why-ai-now')).toBe('/insights/why-ai-now');
  });
});

describe('postFiltersFromParams', () => {
  it('reads a known category and the search from the address', () => {
    expect(postFiltersFromParams(new URLSearchParams('category=ai-trends&search=agents'))).toEqual({
      category: 'ai-trends',
      search: 'agents',
    });
  });

  it('falls back to all categories for one it does not know, and to no search', () => {
    expect(postFiltersFromParams(new URLSearchParams('category=crypto'))).toEqual({
      category: 'all',
      search: '',
    });
  });
});

describe('featuredAndLatest', () => {
  it('features the chosen article, else the newest, and keeps the others in order', () => {
    const [a, b, c] = [post(), post(), post()];
    expect(featuredAndLatest([a, b, c])).toEqual({ featured: a, latest: [b, c] });
    const chosen = { ...b, featured: true };
    expect(featuredAndLatest([a, chosen, c])).toEqual({ featured: chosen, latest: [a, c] });
    expect(featuredAndLatest([])).toEqual({ featured: undefined, latest: [] });
  });
});
