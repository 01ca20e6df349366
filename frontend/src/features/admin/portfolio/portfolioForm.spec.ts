import { describe, expect, it } from '@jest/globals';
import type { PortfolioCompany } from '@sandglass/shared';
import {
  checkPortfolio,
  emptyPortfolioValues,
  portfolioValuesOf,
  type PortfolioFormValues,
} from './portfolioForm';

const NOW = new Date('2026-06-01T12:00:00Z');

function filled(overrides: Partial<PortfolioFormValues> = {}): PortfolioFormValues {
  return {
    ...emptyPortfolioValues(NOW),
    name: '  Lattice Labs ',
    description: 'Routes every request to the cheapest model that meets its bar.',
    category: 'AI Platform',
    website: 'https://lattice.example.com',
    aiTags: 'Model Routing, MLOps, mlops',
    ...overrides,
  };
}

describe('the portfolio company form', () => {
  it('starts as an active seed-stage company founded this year', () => {
    expect(emptyPortfolioValues(NOW)).toMatchObject({
      stage: 'Seed',
      status: 'active',
      foundedYear: '2026',
    });
  });

  it('asks for every required field of an empty form, in the service’s words', () => {
    const result = checkPortfolio(emptyPortfolioValues(NOW), NOW);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({
      name: 'Enter the company name.',
      description: 'Enter a description of the company.',
      category: 'Choose a category.',
      website: 'Enter the company website.',
    });
  });

  it('builds the body to send: trimmed text, parsed tags, a number for the year, no logo as null', () => {
    const result = checkPortfolio(filled(), NOW);
    expect(result).toEqual({
      ok: true,
      input: {
        name: 'Lattice Labs',
        description: 'Routes every request to the cheapest model that meets its bar.',
        category: 'AI Platform',
        website: 'https://lattice.example.com',
        logo: null,
        stage: 'Seed',
        foundedYear: 2026,
        status: 'active',
        aiTags: ['Model Routing', 'MLOps'],
      },
    });
  });

  it('sends a chosen slug and sort order, and leaves them out when blank', () => {
    const result = checkPortfolio(filled({ slug: 'lattice', sortOrder: '5' }), NOW);
    expect(result.ok && result.input).toMatchObject({ slug: 'lattice', sortOrder: 5 });
  });

  it('refuses a category that is not one of the seven', () => {
    const result = checkPortfolio(filled({ category: 'Crypto' }), NOW);
    expect(!result.ok && result.errors).toEqual({ category: 'Choose a category.' });
  });

  it('round-trips an existing company through the form unchanged', () => {
    const company: PortfolioCompany = {
      id: '6a1f2d4e-0c5b-4b8e-9a51-3f1c2b7d9e01',
      slug: 'lattice-labs',
      name: 'Lattice Labs',
      description: 'An inference platform.',
      category: 'AI Platform',
      website: 'https://lattice-labs.example.com',
      logo: `/api/uploads/${'ab'.repeat(32)}.png`,
      stage: 'Series A',
      foundedYear: 2023,
      status: 'acquired',
      aiTags: ['Model Routing', 'MLOps'],
      sortOrder: 10,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const result = checkPortfolio(portfolioValuesOf(company), NOW);
    const { id: _id, createdAt: _c, updatedAt: _u, ...input } = company;
    expect(result).toEqual({ ok: true, input });
  });
});
