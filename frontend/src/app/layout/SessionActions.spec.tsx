/** @jest-environment jsdom */
import '../../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../testing/renderWithApp';
import { SessionActions } from './SessionActions';

describe('SessionActions', () => {
  it('offers Login and the LP Portal to a signed-out visitor', () => {
    renderWithApp(<SessionActions />, { session: 'anonymous' });
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'LP Portal' }).getAttribute('href')).toBe(
      '/contact?interest=lp',
    );
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('greets a signed-in member by first name, with Logout and no Admin button', () => {
    const { container } = renderWithApp(<SessionActions />, { session: 'member' });
    expect(container.textContent).toBe('Welcome AdaLogout');
    expect((screen.getByRole('button', { name: 'Logout' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('adds the Admin button for admins', () => {
    renderWithApp(<SessionActions />, { session: 'admin' });
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('shows neither set while the session is being restored', () => {
    renderWithApp(<SessionActions />, { session: 'restoring' });
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });
});
