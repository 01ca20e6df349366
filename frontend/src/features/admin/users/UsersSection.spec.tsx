/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createAppStore } from '../../../app/store';
import { authResponse, renderWithApp } from '../../../testing/renderWithApp';
import { usersApi } from './usersApi';
import { ADMIN_PAGE_SIZE } from '../components/ListControls';
import { aUser } from '../testFactories';
import { isDemotion, roleChangeDescription, UsersSection } from './UsersSection';

async function renderUsers() {
  const store = createAppStore();
  const me = authResponse('admin').user;
  await store.dispatch(
    usersApi.util.upsertQueryData(
      'usersPage',
      { q: '', page: 1, pageSize: ADMIN_PAGE_SIZE },
      {
        items: [aUser({ firstName: 'Alan', lastName: 'Turing', role: 'guest' }), me],
        total: 41,
      },
    ),
  );
  await store.dispatch(
    usersApi.util.upsertQueryData('pendingMembershipRequests', undefined, {
      items: [
        {
          id: 'request-1',
          userId: 'grace-id',
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@example.com',
          note: 'I would like to schedule posts.',
          status: 'pending',
          createdAt: '2026-11-20T09:00:00.000Z',
          decidedAt: null,
        },
      ],
      total: 1,
    }),
  );
  return renderWithApp(<UsersSection />, { session: 'admin', store });
}

describe('UsersSection', () => {
  it('lists pending membership requests with approve and decline', async () => {
    await renderUsers();
    const panel = screen.getByRole('region', { name: 'Membership requests (1)' });
    expect(within(panel).getByText('I would like to schedule posts.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Approve Grace Hopper' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Decline Grace Hopper' })).toBeTruthy();
  });

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
    expect(screen.getByText(/next sign-in/).textContent).toMatch(
      /applies at the user’s next sign-in or token refresh/,
    );
    expect(screen.getByText(/ users · page /).textContent).toBe('41 users · page 1 of 3');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('asks before changing a role, saying what changes, and changes nothing on Cancel', async () => {
    const { store } = await renderUsers();
    const select = screen.getByRole('combobox', { name: 'Role of Alan Turing' });
    fireEvent.change(select, { target: { value: 'admin' } });
    const dialog = screen.getByRole('dialog', { name: 'Make Alan Turing an admin?' });
    expect(dialog.textContent).toContain('Alan Turing changes from a guest to an admin.');
    expect(dialog.textContent).toContain('manage all content, messages and users');
    // Promoting a guest loses nothing: said so, and the button is not styled as destructive.
    expect(dialog.textContent).toContain('They lose nothing.');
    expect(dialog.textContent).not.toMatch(/will lose|They lose (?!nothing)/);
    expect(Object.keys(store.getState().api.mutations)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(Object.keys(store.getState().api.mutations)).toEqual([]);
    expect((select as HTMLSelectElement).value).toBe('guest');
  });

  it('words a role change by its direction; only a demotion is destructive', () => {
    const admin = aUser({ firstName: 'Grace', lastName: 'Hopper', role: 'admin' });
    expect(roleChangeDescription(admin, 'member')).toBe(
      'Grace Hopper changes from an admin to a member. They keep social media automation and lose the admin console. It applies at their next sign-in or token refresh.',
    );
    expect(isDemotion('admin', 'member')).toBe(true);
    expect(isDemotion('member', 'guest')).toBe(true);
    expect(isDemotion('guest', 'member')).toBe(false);
    expect(isDemotion('member', 'admin')).toBe(false);
  });

  it('changes the role once confirmed', async () => {
    const { store } = await renderUsers();
    fireEvent.change(screen.getByRole('combobox', { name: 'Role of Alan Turing' }), {
      target: { value: 'member' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Make Member' }));
    const names = Object.values(store.getState().api.mutations).map((m) => m?.endpointName);
    expect(names).toEqual(['changeUserRole']);
    // The request settles (there is no server here) and the dialog closes.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Make Member' })).toBeNull());
  });
});
