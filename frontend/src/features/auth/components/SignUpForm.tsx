import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@sandglass/shared';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import type { RegisterRequest } from '../authApi';
import { AuthForm } from './AuthForm';

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;

const StyledNames = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledNote = styled.p`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface SignUpFormProps {
  onSubmit: (account: RegisterRequest) => void;
  isPending: boolean;
  /** The server's per-field messages from the last attempt, keyed by field name. */
  fieldErrors?: Partial<Record<keyof RegisterRequest, string>>;
}

/** First name, last name, email and a password of at least 6 characters (spec section 5). */
export function SignUpForm({ onSubmit, isPending, fieldErrors = {} }: SignUpFormProps) {
  const [passwordError, setPasswordError] = useState<string>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password.length < PASSWORD_MIN_LENGTH) {
      setPasswordError(PASSWORD_TOO_SHORT);
      return;
    }
    onSubmit({
      firstName: String(form.get('firstName') ?? '').trim(),
      lastName: String(form.get('lastName') ?? '').trim(),
      email: String(form.get('email') ?? '').trim(),
      password,
    });
  }

  function handlePasswordChange() {
    setPasswordError(undefined);
  }

  return (
    <AuthForm onSubmit={handleSubmit}>
      <StyledNames>
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          required
          error={fieldErrors.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          required
          error={fieldErrors.lastName}
        />
      </StyledNames>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        required
        error={fieldErrors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={passwordError ?? fieldErrors.password}
        onChange={handlePasswordChange}
      />
      <StyledNote>
        New accounts start as guests and are upgraded to member by our team, which unlocks social
        media automation.
      </StyledNote>
      <Button type="submit" size="lg" fullWidth disabled={isPending}>
        {isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </AuthForm>
  );
}
