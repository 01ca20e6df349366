/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { EMAIL_INVALID } from '../../../lib/formRules';
import { description } from '../../../testing/description';
import { renderWithApp } from '../../../testing/renderWithApp';
import type { LoginRequest } from '../authApi';
import { SignInForm } from './SignInForm';

function renderForm() {
  const handleSubmit = jest.fn<(credentials: LoginRequest) => void>();
  renderWithApp(<SignInForm onSubmit={handleSubmit} isPending={false} />);
  return handleSubmit;
}

const signIn = () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

describe('SignInForm', () => {
  it('checks the fields itself, not with the browser’s pop-ups', () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Sign In' }).closest('form')!.noValidate).toBe(true);
  });

  it('says what is missing next to each field, focuses the first, and does not submit', () => {
    const handleSubmit = renderForm();
    signIn();
    expect(handleSubmit).not.toHaveBeenCalled();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    const emailError = screen.getByText('Enter your email address.');
    expect(email.getAttribute('aria-describedby')).toBe(emailError.id);
    const passwordError = screen.getByText('Enter your password.');
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toBe(
      passwordError.id,
    );
  });

  it('rejects an email without a domain, and clears the error as the field is edited', () => {
    renderForm();
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'ada@' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    signIn();
    expect(description(email)).toContain(EMAIL_INVALID);
    expect(document.activeElement).toBe(email);
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    expect(screen.queryByText(EMAIL_INVALID)).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('submits the trimmed email with the password as typed', () => {
    const handleSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ada@example.com ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: ' secret ' } });
    signIn();
    expect(handleSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: ' secret ' });
  });
});
