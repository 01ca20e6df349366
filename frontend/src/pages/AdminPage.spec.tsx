/** @jest-environment jsdom */
import '../testing/domGlobals';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { createAppStore } from '../app/store';
import { ADMIN_PAGE_SIZE } from '../features/admin/components/ListControls';
import { usersApi } from '../features/admin/users/usersApi';
import { portfolioApi } from '../features/portfolio/portfolioApi';
import { aCompany } from '../features/admin/testFactories';
import { renderWithApp, type TestSession } from '../testing/renderWithApp';
import { AdminPage } from './AdminPage';

/** The dashboard's code is a lazy chunk: its first load in a test run takes a moment. */
const LAZY = { timeout: 10_000 };

function renderAdmin(path: string, session: TestSession, store = createAppStore()) {
  return renderWithApp(
    <Routes>
      <Route path="/admin/*" element={<AdminPage />} />
    </Routes>,
    { path, session, store },
  );
}

// The console is a lazy chunk that Jest compiles on first import, which takes seconds on a busy
// machine: load it once up front so a test's findBy waits for rendering, not for the compiler.
beforeAll(() => import('../features/admin/dashboard/AdminDashboard'), 60_000);

describe('AdminPage', () => {
  it('waits with the hourglass while the session is being restored', () => {
    renderAdmin('/admin', 'restoring');
    expect(screen.getByRole('status').textContent).toContain('Loading...');
  });

  it('denies members, saying why', () => {
    renderAdmin('/admin', 'member');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Access Denied');
    expect(screen.getByText(/permission/).textContent).toBe(
      "You don't have permission to access the admin dashboard.",
    );
  });

  it('offers a signed-out visitor a way to sign in that comes back to the section', () => {
    renderAdmin('/admin/contact', 'anonymous');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Access Denied');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/login?next=%2Fadmin%2Fcontact',
    );
  });

  it('requests no admin data for anyone but an admin', async () => {
    const { store } = renderAdmin('/admin/contact', 'member');
    await screen.findByRole('heading', { name: 'Access Denied' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().api.queries).toEqual({});
  });

  it('opens for admins on the section named by the address, marked as the current tab', async () => {
    const store = createAppStore();
    await store.dispatch(
      usersApi.util.upsertQueryData(
        'usersPage',
        { q: '', page: 1, pageSize: ADMIN_PAGE_SIZE },
        { items: [], total: 0 },
      ),
    );
    renderAdmin('/admin/users', 'admin', store);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Admin Dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' }, LAZY);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'Portfolio',
      'Team',
      'Blog',
      'Contact',
      'Programs',
      'Applications',
      'Newsletter',
      'Users',
      'Social',
    ]);
    expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Users');
  });

  it('lists portfolio companies with the description cut at 60 characters and a status badge', async () => {
    const store = createAppStore();
    const long =
      'Evidence intelligence for investigators: transcribes, translates and links footage.';
    await store.dispatch(
      portfolioApi.util.upsertQueryData(
        'portfolioPage',
        { q: '', page: 1, pageSize: ADMIN_PAGE_SIZE },
        {
          items: [
            aCompany({ name: 'Bluewatch', description: long, status: 'active' }),
            aCompany({ name: 'Clausewise', description: 'Short.', status: 'acquired' }),
          ],
          total: 2,
        },
      ),
    );
    renderAdmin('/admin/portfolio', 'admin', store);

    const card = (await screen.findByRole('heading', { name: 'Bluewatch' })).closest('li')!;
    const statusOf = (item: HTMLElement) =>
      within(item).getByText(/^(Active|Acquired|Inactive)$/).textContent;
    expect(within(card).getByText(/^Evidence/).textContent).toBe(`${long.slice(0, 60)}...`);
    expect(statusOf(card)).toBe('Active');
    const other = screen.getByRole('heading', { name: 'Clausewise' }).closest('li')!;
    expect(within(other).getByText(/^Short/).textContent).toBe('Short.');
    expect(statusOf(other)).toBe('Acquired');
    const actions = within(card)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(actions).toEqual(['Edit Bluewatch', 'Delete Bluewatch']);
  });
});
