/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { createAppStore } from '../../../app/store';
import { authResponse, renderWithApp } from '../../../testing/renderWithApp';
import { adminApi } from '../adminApi';
import { aUser } from '../testFactories';
import { USERS_PAGE_SIZE, UsersSection } from './UsersSection';

async function renderUsers() {
  const store = createAppStore();
  const me = authResponse('admin').user;
  await store.dispatch(
    adminApi.util.upsertQueryData(
      'adminUsers',
      { search: '', page: 1, pageSize: USERS_PAGE_SIZE },
      {
        users: [aUser({ firstName: 'Alan', lastName: 'Turing', role: 'guest' }), me],
        total: 41,
        page: 1,
        pageSize: USERS_PAGE_SIZE,
      },
    ),
  );
  return renderWithApp(<UsersSection />, { session: 'admin', store });
}

describe('UsersSection', () => {
  it('offers a role select for other users', async () => {
    await renderUsers();
    const select = screen.getByRole('combobox', {
      name: 'Role of Alan Turing',
    }) as HTMLSelectElement;
    expect(select.disabled).toBe(false);
    expect(select.value).toBe('guest');
  });

  it('disables the admin’s own role, saying why', async () => {
    await renderUsers();
    const own = screen.getByRole('combobox', { name: 'Role of Ada Lovelace' }) as HTMLSelectElement;
    expect(own.disabled).toBe(true);
    const explanation = document.getElementById(own.getAttribute('aria-describedby') ?? '');
    expect(explanation?.textContent).toBe('Your own role; another admin can change it.');
  });

  it('says when a role change applies, and pages through the users', async () => {
    await renderUsers();
    expect(screen.getByText(/applies at the user’s next sign-in or token refresh/)).toBeTruthy();
    expect(screen.getByText('41 users · page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
