/** @jest-environment jsdom */
import '../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithApp, type TestSession } from '../testing/renderWithApp';
import { SocialMediaPage } from './SocialMediaPage';

function renderAs(session: TestSession) {
  renderWithApp(<SocialMediaPage />, { path: '/user/social-media', session });
}

describe('SocialMediaPage', () => {
  it('asks a signed-out visitor to sign in', () => {
    renderAs('anonymous');
    screen.getByRole('heading', { name: 'Member Access Required' });
    screen.getByText('Social media automation is available to members and admins only.');
    expect(
      screen.getByRole('link', { name: 'Sign In or Create Account' }).getAttribute('href'),
    ).toBe('/auth?next=%2Fuser%2Fsocial-media');
  });

  it('tells a signed-in guest how to get member access instead of sending them to sign in', () => {
    renderAs('guest');
    screen.getByRole('heading', { name: 'Member Access Required' });
    screen.getByText(/Your account is a guest account/);
    expect(screen.getByRole('link', { name: 'Ask for Member Access' }).getAttribute('href')).toBe(
      '/contact?interest=other',
    );
    expect(screen.queryByRole('link', { name: 'Sign In or Create Account' })).toBeNull();
  });

  it.each(['member', 'admin'] as const)('opens for a %s', (session) => {
    renderAs(session);
    screen.getByRole('heading', { level: 1, name: 'Social Media Automation' });
    expect(screen.queryByRole('heading', { name: 'Member Access Required' })).toBeNull();
  });
});
