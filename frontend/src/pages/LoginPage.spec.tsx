/** @jest-environment jsdom */
import '../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithApp, type TestSession } from '../testing/renderWithApp';
import { LoginPage } from './LoginPage';

function Where() {
  const { pathname } = useLocation();
  return <h1>Now at {pathname}</h1>;
}

function renderLogin(path: string, session: TestSession) {
  return renderWithApp(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path, session },
  );
}

describe('LoginPage', () => {
  it('shows the form to someone signed out', () => {
    renderLogin('/login?next=%2Fteam', 'anonymous');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign In');
    expect(screen.getByLabelText('Email')).toBeInstanceOf(HTMLInputElement);
  });

  it('points someone without an account at Sign Up, returning to the same page after', () => {
    renderLogin('/login?next=%2Fteam', 'anonymous');
    const signUp = screen.getByRole('link', { name: 'Sign up' });
    expect(signUp.getAttribute('href')).toBe('/auth?next=%2Fteam&tab=sign-up');
    expect(screen.queryByRole('link', { name: /contact us/i })).toBeNull();
  });

  it('tells someone signed in who they are, with a way on instead of the form', () => {
    renderLogin('/login', 'member');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You are signed in');
    expect(screen.getByText('You are signed in as Ada Lovelace (ada@example.com).').tagName).toBe(
      'P',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByRole('button', { name: 'Sign in as someone else' })).toBeInstanceOf(
      HTMLButtonElement,
    );
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('sends someone signed in straight on to the page that sent them', () => {
    renderLogin('/login?next=%2Fadmin%2Fblog', 'admin');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Now at /admin/blog');
  });

  it('sends someone signed in home rather than to another site', () => {
    renderLogin('/login?next=%2F%2Fevil.example', 'admin');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Now at /');
  });
});
