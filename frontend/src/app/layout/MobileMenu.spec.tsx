/** @jest-environment jsdom */
import '../../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../testing/renderWithApp';
import { MobileMenu } from './MobileMenu';
import { navItemsFor } from '../../lib/navItems';

function renderMenu() {
  renderWithApp(<MobileMenu items={navItemsFor(null)} />, { path: '/team' });
  return screen.getByRole('button', { name: 'Menu' });
}

describe('MobileMenu', () => {
  it('is a disclosure button that reveals the same links and actions', () => {
    const menu = renderMenu();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Team' })).toBeNull();

    fireEvent.click(menu);

    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    const nav = within(panel as HTMLElement).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Investment Thesis', 'Portfolio', 'Team', 'Programs', 'Insights', 'Contact']);
    expect(within(nav).getByRole('link', { name: 'Team' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/login?next=%2Fteam',
    );
    expect(screen.getByRole('link', { name: 'LP Portal' }).getAttribute('href')).toBe(
      '/contact?interest=lp',
    );
  });

  it('closes on Escape and gives focus back to the button', () => {
    const menu = renderMenu();
    fireEvent.click(menu);
    const link = screen.getByRole('link', { name: 'Portfolio' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('closes when one of its links navigates', async () => {
    const menu = renderMenu();
    fireEvent.click(menu);
    fireEvent.click(screen.getByRole('link', { name: 'Portfolio' }));
    await screen.findByRole('button', { name: 'Menu', expanded: false });
    expect(screen.queryByRole('link', { name: 'Portfolio' })).toBeNull();
  });
});
