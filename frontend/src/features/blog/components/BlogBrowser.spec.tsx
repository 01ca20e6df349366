/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { BlogPostSummary } from '@sandglass/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { createAppStore } from '../../../app/store';
import { renderWithApp } from '../../../testing/renderWithApp';
import { blogApi } from '../blogApi';
import { BlogBrowser } from './BlogBrowser';

let next = 0;
function post(title: string, category: BlogPostSummary['category']): BlogPostSummary {
  next += 1;
  return {
    id: `p${next}`,
    slug: `post-${next}`,
    title,
    excerpt: `${title}, in short.`,
    category,
    featuredImageUrl: null,
    publishedAt: null,
    createdAt: '2026-02-01T09:00:00.000Z',
    readingTime: 5,
    viewCount: 0,
    tags: ['One', 'Two', 'Three', 'Four'],
    author: null,
    status: 'published',
    featured: false,
  };
}

beforeAll(() => {
  // jsdom lays nothing out, so it has no scrolling to do.
  Element.prototype.scrollIntoView = () => undefined;
});

async function renderWith(posts: BlogPostSummary[]) {
  const store = createAppStore();
  await store.dispatch(blogApi.util.upsertQueryData('posts', undefined, posts));
  return renderWithApp(<BlogBrowser />, { path: '/insights', session: 'restoring', store });
}

const posts = [
  post('Agents at work', 'ai-trends'),
  post('Term sheets explained', 'investment'),
  post('Inference costs', 'technology'),
];

describe('BlogBrowser', () => {
  it('features the newest post when none is chosen, and counts the matches', async () => {
    await renderWith(posts);
    const featured = screen.getByRole('article', { name: 'Agents at work' });
    // getBy throws when the featured card lacks one of them.
    within(featured).getByText('AI Trends');
    within(featured).getByText('February 1, 2026');
    within(featured).getByText('5 min read');
    expect(
      within(featured)
        .getByRole('link', { name: /Read Full Article/ })
        .getAttribute('href'),
    ).toBe('/insights/post-1');
    expect(screen.getByRole('status').textContent).toBe('3 articles found');
  });

  it('features the article an admin chose, not the newest, and lists the others under it', async () => {
    const chosen = { ...posts[2]!, featured: true };
    await renderWith([posts[0]!, posts[1]!, chosen]);
    const featured = screen.getByRole('article', { name: 'Inference costs' });
    within(featured).getByRole('link', { name: /Read Full Article/ });
    expect(screen.getAllByRole('article')[0]).toBe(featured);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const newest = screen.getByRole('heading', { name: 'Agents at work' }).closest('article')!;
    expect(newest).not.toBe(featured);
    expect(within(newest).queryByText('Featured Article')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('3 articles found');
  });

  it('shows at most three tags on a card', async () => {
    await renderWith(posts);
    const card = screen.getByRole('heading', { name: 'Inference costs' }).closest('article')!;
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['#One', '#Two', '#Three']);
  });

  it('filters, says when nothing matches, and clears the filters', async () => {
    await renderWith(posts);
    const filter = screen.getByRole('group', { name: 'Filter by category' });
    fireEvent.click(within(filter).getByRole('button', { name: 'Investment' }));
    expect(screen.getByRole('status').textContent).toBe('1 article found');
    fireEvent.change(screen.getByPlaceholderText('Search articles...'), {
      target: { value: 'agents' },
    });
    expect(screen.getByRole('status').textContent).toContain('No articles found');
    expect(screen.queryAllByRole('article')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByRole('status').textContent).toBe('3 articles found');
    expect(within(filter).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('filters from a content category, which shows its count', async () => {
    await renderWith(posts);
    const categories = screen.getByRole('region', { name: 'Content Categories' });
    const technology = within(categories).getByRole('button', { name: /Technology/ });
    expect(technology.textContent).toContain('1 article');
    fireEvent.click(technology);
    expect(technology.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('article')).toEqual([
      screen.getByRole('article', { name: 'Inference costs' }),
    ]);
  });

  it('says insights are coming, and Subscribe for Updates goes to the sign-up', async () => {
    await renderWith([]);
    screen.getByText('Coming Soon');
    screen.getByText('Insights and articles will be displayed here once content is available.');
    expect(screen.queryAllByRole('article')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe for Updates' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
  });
});
