/** @jest-environment jsdom */
import '../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import type { AccountSession, MembershipRequest } from '@sandglass/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore } from '../app/store';
import { accountApi } from '../features/account/accountApi';
import { VerifyEmailBanner } from '../features/account/components/VerifyEmailBanner';
import { sessionStarted } from '../lib/sessionSlice';
import { authResponse, renderWithApp } from '../testing/renderWithApp';
import { AccountPage } from './AccountPage';

function Where() {
  const { pathname, search } = useLocation();
  return <h1>Now at {pathname + search}</h1>;
}

const session = (overrides: Partial<AccountSession>): AccountSession => ({
  id: 'one',
  createdAt: '2026-11-01T09:00:00.000Z',
  lastUsedAt: '2026-11-20T09:00:00.000Z',
  device: 'Firefox 128 on macOS',
  current: false,
  ...overrides,
});

/** A store that already holds the account's sessions and membership requests. */
async function storeWith(
  sessions: AccountSession[],
  requests: MembershipRequest[] = [],
  user: Partial<ReturnType<typeof authResponse>['user']> = {},
) {
  const store = createAppStore();
  const signedIn = authResponse('guest');
  store.dispatch(sessionStarted({ ...signedIn, user: { ...signedIn.user, ...user } }));
  await store.dispatch(accountApi.util.upsertQueryData('sessions', undefined, sessions));
  await store.dispatch(
    accountApi.util.upsertQueryData('myMembershipRequests', undefined, requests),
  );
  await store.dispatch(
    accountApi.util.upsertQueryData('notificationSettings', undefined, {
      failedPosts: true,
      reconnectNeeded: true,
      tokenExpiring: false,
    }),
  );
  return store;
}

async function renderAccount(prepared?: ReturnType<typeof storeWith>) {
  const store = await (prepared ?? storeWith([]));
  return renderWithApp(
    <Routes>
      <Route path="/account" element={<AccountPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: '/account', session: 'restoring', store },
  );
}

describe('AccountPage', () => {
  it('sends someone signed out to sign in, and back here after', async () => {
    renderWithApp(
      <Routes>
        <Route path="/account" element={<AccountPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { path: '/account', session: 'anonymous' },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Now at /login?next=%2Faccount',
    );
  });

  it('shows every section, with links to each', async () => {
    await renderAccount();
    for (const [title, id] of [
      ['Profile', 'profile'],
      ['Email', 'email'],
      ['Password', 'password'],
      ['Sessions', 'sessions'],
      ['Membership', 'membership'],
      ['Notifications', 'notifications'],
      ['API access', 'api-access'],
      ['Your data', 'your-data'],
      ['Delete account', 'delete-account'],
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeTruthy();
      expect(screen.getByRole('link', { name: title }).getAttribute('href')).toBe(`#${id}`);
    }
    // Tokens and webhooks have a page of their own.
    expect(
      screen.getByRole('link', { name: 'Manage API tokens and webhooks' }).getAttribute('href'),
    ).toBe('/account/api');
  });

  it('marks this device and offers to sign out the others', async () => {
    await renderAccount(
      storeWith([
        session({ id: 'here', device: 'Chrome 131 on Windows', current: true }),
        session({ id: 'there' }),
      ]),
    );
    expect(screen.getByText('This device').parentElement?.textContent).toContain(
      'Chrome 131 on Windows',
    );
    const signOut = screen.getAllByRole('button', { name: /^Sign out Firefox 128 on macOS/ });
    expect(signOut).toHaveLength(1);
    const all = screen.getByRole('button', { name: 'Sign out all other sessions' });
    expect((all as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps "sign out all others" off when this is the only device', async () => {
    await renderAccount(storeWith([session({ id: 'here', current: true })]));
    const all = screen.getByRole('button', { name: 'Sign out all other sessions' });
    expect((all as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers a verified guest the membership request', async () => {
    await renderAccount();
    expect(screen.getByRole('button', { name: 'Ask to become a member' })).toBeTruthy();
  });

  it('shows a request that waits for an answer instead of the form', async () => {
    await renderAccount(
      storeWith(
        [],
        [
          {
            id: 'r1',
            userId: 'guest-id',
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: 'ada@example.com',
            note: '',
            status: 'pending',
            createdAt: '2026-11-20T09:00:00.000Z',
            decidedAt: null,
          },
        ],
      ),
    );
    expect(screen.getByText('Request sent')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask to become a member' })).toBeNull();
  });

  it('asks an unverified guest to confirm the address before asking', async () => {
    await renderAccount(storeWith([], [], { emailVerified: false }));
    const ask = screen.getByRole('button', { name: 'Ask to become a member' });
    expect((ask as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Not verified')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeTruthy();
  });
});

describe('Notifications', () => {
  it('shows a toggle per alert kind as saved, and undoes a change the server did not take', async () => {
    await renderAccount();
    const section = within(screen.getByRole('region', { name: 'Notifications' }));
    const toggle = (name: RegExp) => section.getByRole('checkbox', { name }) as HTMLInputElement;
    expect(toggle(/^Failed posts/).checked).toBe(true);
    expect(toggle(/^Reconnect needed/).checked).toBe(true);
    expect(toggle(/^Connection expiring/).checked).toBe(false);
    fireEvent.click(toggle(/^Failed posts/));
    // Unit tests have no server: the change shows at once, then is undone with a sentence.
    await waitFor(() => section.getByText('Your choice could not be saved. Try again.'));
    expect(toggle(/^Failed posts/).checked).toBe(true);
  });

  it('tells an unverified member the mails wait for a confirmed address', async () => {
    await renderAccount(storeWith([], [], { emailVerified: false }));
    const section = within(screen.getByRole('region', { name: 'Notifications' }));
    section.getByText('Confirm your email address to receive these mails.');
  });
});

describe('VerifyEmailBanner', () => {
  it('shows only while the address is not confirmed', async () => {
    const { unmount } = renderWithApp(<VerifyEmailBanner />, {
      session: 'restoring',
      store: await storeWith([], [], { emailVerified: false }),
    });
    expect(screen.getByRole('region', { name: 'Email confirmation' }).textContent).toContain(
      'ada@example.com',
    );
    unmount();
    renderWithApp(<VerifyEmailBanner />, { session: 'member' });
    expect(screen.queryByRole('region', { name: 'Email confirmation' })).toBeNull();
  });
});
