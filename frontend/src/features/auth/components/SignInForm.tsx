import { PASSWORD_MAX_LENGTH } from '@sandglass/shared';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import type { LoginRequest } from '../authApi';
import { focusFirstProblem, validateSignIn, type SignInErrors } from '../authForms';
import { AuthEmailField, AuthForm } from './AuthForm';

export interface SignInFormProps {
  onSubmit: (credentials: LoginRequest) => void;
  isPending: boolean;
  /** A sentence about the last failed attempt, shown in an alert above the button. */
  error?: string;
  /** Shown under the password field, e.g. the "Forgot password?" link. */
  passwordHelp?: ReactNode;
}

/**
 * Email and password, both required (spec section 5), checked here with the errors next to the
 * fields as on every other form; the button reads "Signing in..." meanwhile.
 */
export function SignInForm({ onSubmit, isPending, error, passwordHelp }: SignInFormProps) {
  const [errors, setErrors] = useState<SignInErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const credentials = {
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    };
    const problems = validateSignIn(credentials);
    setErrors(problems);
    if (focusFirstProblem(event.currentTarget, problems)) return;
    onSubmit(credentials);
  }

  function handleChange(event: ChangeEvent<HTMLFormElement>) {
    const field = (event.target as { name?: string }).name as keyof SignInErrors;
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  return (
    <AuthForm noValidate onSubmit={handleSubmit} onChange={handleChange}>
      <AuthEmailField error={errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
        error={errors.password}
      />
      {passwordHelp}
      {error && <Alert>{error}</Alert>}
      <Button type="submit" size="lg" fullWidth disabled={isPending}>
        {isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </AuthForm>
  );
}
