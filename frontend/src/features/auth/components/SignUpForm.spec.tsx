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
    expect(description(password)).toContain('Password must be at least 6 characters.');
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
