import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import type { LoginRequest } from '../authApi';
import { AuthForm } from './AuthForm';

export interface SignInFormProps {
  onSubmit: (credentials: LoginRequest) => void;
  isPending: boolean;
  /** A sentence about the last failed attempt, shown in an alert above the button. */
  error?: string;
  /** Shown under the password field, e.g. the "Forgot password?" button. */
  passwordHelp?: ReactNode;
}

/** Email and password, both required (spec section 5); the button reads "Signing in..." meanwhile. */
export function SignInForm({ onSubmit, isPending, error, passwordHelp }: SignInFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSubmit({
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    });
  }

  return (
    <AuthForm onSubmit={handleSubmit}>
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      {passwordHelp}
      {error && <Alert>{error}</Alert>}
      <Button type="submit" size="lg" fullWidth disabled={isPending}>
        {isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </AuthForm>
  );
}
