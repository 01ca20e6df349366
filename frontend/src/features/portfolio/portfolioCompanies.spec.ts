import { describe, expect, it } from '@jest/globals';
import { FALLBACK_PORTFOLIO } from '@sandglass/shared';
import { companyTags, filterCompanies, NO_COMPANY_FILTERS } from './portfolioCompanies';

describe('filterCompanies', () => {
  it('keeps every company with no filters', () => {
    expect(filterCompanies(FALLBACK_PORTFOLIO, NO_COMPANY_FILTERS)).toHaveLength(7);
  });

  it('matches the name or the description, ignoring case and surrounding spaces', () => {
    expect(
      filterCompanies(FALLBACK_PORTFOLIO, { category: 'all', search: '  BLUEWATCH ' }).map(
        (company) => company.name,
      ),
    ).toEqual(['Bluewatch']);
    expect(
      filterCompanies(FALLBACK_PORTFOLIO, { category: 'all', search: 'prompt injection' }).map(
        (company) => company.name,
      ),
    ).toEqual(['Redline AI']);
  });

  it('combines the search with the category', () => {
    expect(
      filterCompanies(FALLBACK_PORTFOLIO, { category: 'Legal Tech', search: '' }),
    ).toHaveLength(1);
    expect(
      filterCompanies(FALLBACK_PORTFOLIO, { category: 'Legal Tech', search: 'bluewatch' }),
    ).toEqual([]);
  });
});

describe('companyTags', () => {
  it('keeps at most the requested number of tags', () => {
    expect(companyTags({ aiTags: ['A', 'B', 'C'] }, 2)).toEqual(['A', 'B']);
    expect(companyTags({ aiTags: ['A', 'B', 'C'] }, 1)).toEqual(['A']);
  });

  it('reads the legacy JSON-string form, and treats a broken one as no tags', () => {
    expect(companyTags({ aiTags: '["NLP","Vision"]' as unknown as string[] }, 2)).toEqual([
      'NLP',
      'Vision',
    ]);
    expect(companyTags({ aiTags: '["NLP"' as unknown as string[] }, 2)).toEqual([]);
  });
});
