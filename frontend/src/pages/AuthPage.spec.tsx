/** @jest-environment jsdom */
import '../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithApp } from '../testing/renderWithApp';
import { AuthPage } from './AuthPage';

function renderAuth(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
    </Routes>,
    { path, session: 'anonymous' },
  );
}

describe('AuthPage', () => {
  it('opens on Sign In', () => {
    renderAuth('/auth');
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByLabelText('First name')).toBeNull();
  });

  it('opens on Sign Up when /login (or any link) asks for it with ?tab=sign-up', () => {
    renderAuth('/auth?next=%2Fteam&tab=sign-up');
    expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('First name')).toBeInstanceOf(HTMLInputElement);
  });
});
