/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { description } from '../../../testing/description';
import { renderWithApp } from '../../../testing/renderWithApp';
import type { RegisterRequest } from '../authApi';
import { SignUpForm } from './SignUpForm';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function renderForm() {
  const handleSubmit = jest.fn<(account: RegisterRequest) => void>();
  renderWithApp(<SignUpForm onSubmit={handleSubmit} isPending={false} />);
  fill('First name', '  Ada ');
  fill('Last name', 'Lovelace');
  fill('Email', 'ada@example.com ');
  return handleSubmit;
}

describe('SignUpForm', () => {
  it('rejects a password shorter than 6 characters next to the field, without submitting', () => {
    const handleSubmit = renderForm();
    fill('Password', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(handleSubmit).not.toHaveBeenCalled();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Password must be at least 6 characters.');
    expect(password.getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(password);
  });

  it.each([
    [
      'six spaces',
      '      ',
      'Password cannot be only spaces or invisible characters. Choose one with letters, digits or symbols.',
    ],
    [
      'six zero-width spaces',
      '\u200b'.repeat(6),
      'Password cannot be only spaces or invisible characters. Choose one with letters, digits or symbols.',
    ],
    [
      'the email address',
      'ADA@example.com',
      'Password cannot contain your email address or the part of it before the @. Choose another.',
    ],
  ])('refuses %s at the field in the auth service’s words', (_what, password, sentence) => {
    const handleSubmit = renderForm();
    fill('Password', password);
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(handleSubmit).not.toHaveBeenCalled();
    const field = screen.getByLabelText('Password');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(description(field)).toContain(sentence);
    expect(document.activeElement).toBe(field);
  });

  it('states the password rule once: as the hint, then as the error in its place', () => {
    const handleSubmit = renderForm();
    expect(screen.getAllByText(/at least 6 characters/i)).toHaveLength(1);
    fill('Password', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(handleSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText(/at least 6 characters/i)).toHaveLength(1);
  });

  it('says which names are missing, focusing the first', () => {
    const handleSubmit = jest.fn<(account: RegisterRequest) => void>();
    renderWithApp(<SignUpForm onSubmit={handleSubmit} isPending={false} />);
    fill('Email', 'ada@example.com');
    fill('Password', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(handleSubmit).not.toHaveBeenCalled();
    expect(description(screen.getByLabelText('First name'))).toContain('Enter your first name.');
    expect(description(screen.getByLabelText('Last name'))).toContain('Enter your last name.');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  });

  it('shows the server’s field error until the field is edited', () => {
    renderWithApp(
      <SignUpForm
        onSubmit={() => undefined}
        isPending={false}
        fieldErrors={{ email: 'An account with this email already exists.' }}
      />,
    );
    expect(description(screen.getByLabelText('Email'))).toContain(
      'An account with this email already exists.',
    );
    fill('Email', 'other@example.com');
    expect(screen.queryByText('An account with this email already exists.')).toBeNull();
  });

  it('submits the trimmed names and email with the password as typed', () => {
    const handleSubmit = renderForm();
    fill('Password', ' secret ');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(handleSubmit).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: ' secret ',
    });
  });

  it('says that new accounts start as guests', () => {
    renderForm();
    expect(screen.getByText(/New accounts start as guests/).textContent).toBe(
      'New accounts start as guests and are upgraded to member by our team, which unlocks social media automation.',
    );
  });
});
