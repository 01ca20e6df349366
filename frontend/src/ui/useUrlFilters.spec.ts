import { describe, expect, it } from '@jest/globals';
import { filtersToParams } from './useUrlFilters';

const DEFAULTS = { category: 'all', search: '' };

describe('filtersToParams', () => {
  it('writes each filter that differs from its default under its own name', () => {
    expect(filtersToParams({ category: 'ai-trends', search: 'agents' }, DEFAULTS).toString()).toBe(
      'category=ai-trends&search=agents',
    );
  });

  it('leaves out filters at their default, so an unfiltered list has a plain address', () => {
    expect(filtersToParams(DEFAULTS, DEFAULTS).toString()).toBe('');
    expect(
      filtersToParams(DEFAULTS, DEFAULTS, new URLSearchParams('category=x&search=y')).toString(),
    ).toBe('');
  });

  it('keeps the query parameters that are not filters', () => {
    const current = new URLSearchParams('utm_source=newsletter&search=old');
    expect(filtersToParams({ category: 'all', search: 'new' }, DEFAULTS, current).toString()).toBe(
      'utm_source=newsletter&search=new',
    );
  });
});
