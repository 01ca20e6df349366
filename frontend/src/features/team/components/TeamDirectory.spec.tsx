/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import type { TeamMember } from '@sandglass/shared';
import { screen, within } from '@testing-library/react';
import { createAppStore } from '../../../app/store';
import { renderWithApp } from '../../../testing/renderWithApp';
import { teamApi } from '../teamApi';
import { TeamDirectory } from './TeamDirectory';

function member(name: string, title: string, photoUrl: string | null = null): TeamMember {
  return {
    id: name,
    slug: name.toLowerCase().replace(/ /g, '-'),
    name,
    title,
    bio: `${name} builds companies.`,
    photoUrl,
    linkedinUrl: `https://www.linkedin.com/in/${name.split(' ')[0]?.toLowerCase()}`,
    twitterUrl: null,
    sortOrder: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

async function renderWith(members: TeamMember[]) {
  const store = createAppStore();
  await store.dispatch(teamApi.util.upsertQueryData('team', undefined, members));
  return renderWithApp(<TeamDirectory />, { session: 'restoring', store });
}

describe('TeamDirectory', () => {
  it('features partners and managing partners, and lists everyone else', async () => {
    await renderWith([
      member('Grace Hopper', 'Managing Partner'),
      member('Ada Lovelace', 'Principal', '/api/uploads/ada.png'),
      member('Alan Turing', 'General Partner'),
    ]);
    const leadership = screen.getByRole('region', { name: 'Leadership' });
    expect(
      within(leadership)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Grace Hopper', 'Alan Turing']);
    const everyone = screen.getByRole('region', { name: 'Our Full Team' });
    expect(
      within(everyone)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Ada Lovelace']);
    within(leadership).getByText('GH');
    expect(within(everyone).queryByText('AL')).toBeNull();
    expect(
      within(leadership)
        .getByRole('link', { name: 'Grace Hopper on LinkedIn (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('https://www.linkedin.com/in/grace');
  });

  it('says leadership will follow when nobody has a partner title', async () => {
    await renderWith([member('Ada Lovelace', 'Principal')]);
    screen.getByText('Leadership team information will be available soon.');
    expect(
      within(screen.getByRole('region', { name: 'Our Full Team' }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Ada Lovelace']);
  });

  it('says the team will be shown once there is one', async () => {
    await renderWith([]);
    screen.getByText('Team members will be displayed here once data is available.');
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });
});
