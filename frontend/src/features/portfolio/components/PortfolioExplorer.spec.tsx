/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import { FALLBACK_PORTFOLIO, type PortfolioCompany } from '@sandglass/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { createAppStore } from '../../../app/store';
import { renderWithApp } from '../../../testing/renderWithApp';
import { portfolioApi } from '../portfolioApi';
import { PortfolioExplorer } from './PortfolioExplorer';

const companies: PortfolioCompany[] = FALLBACK_PORTFOLIO.map((company) => ({
  ...company,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}));

/** Shows the address's query string, so a test can read what the filters wrote there. */
function QueryProbe() {
  return <output data-testid="query">{useLocation().search}</output>;
}

async function renderWith(answer: PortfolioCompany[], path = '/portfolio') {
  const store = createAppStore();
  await store.dispatch(portfolioApi.util.upsertQueryData('portfolio', undefined, answer));
  return renderWithApp(
    <>
      <PortfolioExplorer />
      <QueryProbe />
    </>,
    { session: 'restoring', store, path },
  );
}

const query = () => screen.getByTestId('query').textContent;

const names = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const category = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter by category' })).getByRole('button', {
    name,
  });

describe('PortfolioExplorer', () => {
  it('offers All and the seven categories', async () => {
    await renderWith(companies);
    expect(
      within(screen.getByRole('group', { name: 'Filter by category' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'All',
      'AI Platform',
      'Law Enforcement AI',
      'AI Security',
      'Legal Tech',
      'Developer Tools',
      'Creative AI',
      'Enterprise Security',
    ]);
  });

  it('narrows by search and category, then Clear Filters resets both', async () => {
    await renderWith(companies);
    fireEvent.change(screen.getByPlaceholderText('Search companies...'), {
      target: { value: 'agents' },
    });
    expect(names()).toEqual(['Redline AI', 'Stackpilot']);
    fireEvent.click(category('Creative AI'));
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.getByText('0 companies shown').getAttribute('role')).toBe('status');
    screen.getByText('No companies found');

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(names()).toHaveLength(7);
    expect((screen.getByPlaceholderText('Search companies...') as HTMLInputElement).value).toBe('');
    expect(category('All').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows a card’s two first tags, status and category, and links out safely', async () => {
    await renderWith(companies);
    const card = screen.getByRole('heading', { name: 'Bluewatch' }).closest('article')!;
    // getBy throws when the card lacks one of them.
    within(card).getByText('Active');
    within(card).getByText('Law Enforcement AI');
    within(card).getByText('Founded 2022 · Seed');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Speech Recognition', 'Entity Linking']);
    for (const link of within(card).getAllByRole('link')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('reads its filters from the address, so a filtered list can be shared', async () => {
    await renderWith(companies, '/portfolio?category=Creative+AI&search=motion');
    expect(category('Creative AI').getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByPlaceholderText('Search companies...') as HTMLInputElement).value).toBe(
      'motion',
    );
    expect(names()).toEqual(['Palette Studio']);
  });

  it('ignores a category it does not know', async () => {
    await renderWith(companies, '/portfolio?category=Crypto');
    expect(category('All').getAttribute('aria-pressed')).toBe('true');
    expect(names()).toHaveLength(7);
  });

  it('writes the filters to the address, leaving out what is at its default', async () => {
    await renderWith(companies);
    fireEvent.click(category('Legal Tech'));
    expect(query()).toBe('?category=Legal+Tech');
    fireEvent.change(screen.getByPlaceholderText('Search companies...'), {
      target: { value: 'contracts' },
    });
    expect(query()).toBe('?category=Legal+Tech&search=contracts');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(query()).toBe('');
  });

  it('stands in the built-in companies when the server has none', async () => {
    await renderWith([]);
    await screen.findByRole('heading', { name: 'Lattice Labs' });
    expect(names()).toHaveLength(FALLBACK_PORTFOLIO.length);
  });
});
