import { describe, expect, it } from '@jest/globals';
import { EXCERPT_MAX_LENGTH, TITLE_MAX_LENGTH } from '@sandglass/shared';
import { draftArticle } from './blogDraft';

describe('draftArticle', () => {
  it('turns a generated draft into a draft article in the chosen category', () => {
    expect(
      draftArticle(
        { title: ' On agents ', summary: 'Short.', content: '## One\n\nText.' },
        'technology',
      ),
    ).toEqual({
      title: 'On agents',
      excerpt: 'Short.',
      body: '## One\n\nText.',
      category: 'technology',
      tags: [],
      status: 'draft',
    });
  });

  it('fits a title and summary longer than the content service accepts', () => {
    const article = draftArticle(
      { title: 'word '.repeat(100), summary: 'word '.repeat(300), content: 'x' },
      'ai-trends',
    );
    expect(article.title.length).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(article.excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX_LENGTH);
    expect(article.title).toMatch(/word…$/);
  });
});
