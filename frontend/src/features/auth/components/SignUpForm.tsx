import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@sandglass/shared';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import type { RegisterRequest } from '../authApi';
import { focusFirstProblem, PASSWORD_RULE, validateSignUp, type SignUpErrors } from '../authForms';
import { AuthEmailField, AuthForm } from './AuthForm';

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

type SignUpField = keyof RegisterRequest;

export interface SignUpFormProps {
  onSubmit: (account: RegisterRequest) => void;
  isPending: boolean;
  /** The server's per-field messages from the last attempt, keyed by field name. */
  fieldErrors?: SignUpErrors;
}

/**
 * First name, last name, email and a password of at least 6 characters (spec section 5), checked
 * here with the errors next to the fields; the server's own field errors show the same way until
 * the field is edited.
 */
export function SignUpForm({ onSubmit, isPending, fieldErrors = {} }: SignUpFormProps) {
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [edited, setEdited] = useState<ReadonlySet<SignUpField>>(new Set());

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const account = {
      firstName: String(form.get('firstName') ?? '').trim(),
      lastName: String(form.get('lastName') ?? '').trim(),
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    };
    const problems = validateSignUp(account);
    setErrors(problems);
    setEdited(new Set());
    if (focusFirstProblem(event.currentTarget, problems)) return;
    onSubmit(account);
  }

  function handleChange(event: ChangeEvent<HTMLFormElement>) {
    const field = (event.target as { name?: string }).name as SignUpField;
    setErrors((current) => ({ ...current, [field]: undefined }));
    setEdited((current) => new Set(current).add(field));
  }

  const errorOf = (field: SignUpField) =>
    errors[field] ?? (edited.has(field) ? undefined : fieldErrors[field]);
  const passwordError = errorOf('password');

  return (
    <AuthForm noValidate onSubmit={handleSubmit} onChange={handleChange}>
      <StyledNames>
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          required
          error={errorOf('firstName')}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          required
          error={errorOf('lastName')}
        />
      </StyledNames>
      <AuthEmailField error={errorOf('email')} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
        hint={passwordError ? undefined : PASSWORD_RULE}
        error={passwordError}
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
