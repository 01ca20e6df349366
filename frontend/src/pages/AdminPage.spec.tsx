/** @jest-environment jsdom */
import '../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../testing/renderWithApp';
import { AdminPage } from './AdminPage';

describe('AdminPage', () => {
  it('waits with the hourglass while the session is being restored', () => {
    renderWithApp(<AdminPage />, { path: '/admin', session: 'restoring' });
    expect(screen.getByRole('status').textContent).toContain('Loading...');
  });

  it('denies members, saying why', () => {
    renderWithApp(<AdminPage />, { path: '/admin', session: 'member' });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(
      screen.getByText("You don't have permission to access the admin dashboard."),
    ).toBeTruthy();
  });

  it('opens for admins', () => {
    renderWithApp(<AdminPage />, { path: '/admin/users', session: 'admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
  });
});
