import { PASSWORD_MAX_LENGTH, passwordProblem } from '@sandglass/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useResetPasswordMutation } from '../accountApi';
import { AccountForm } from './AccountSection';

/** Chooses a new password with the token of a reset link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [reset, { isLoading, error }] = useResetPasswordMutation();
  const [problem, setProblem] = useState<string>();
  // Kept here, not in the mutation: a session ending here drops every cached API answer.
  const [done, setDone] = useState(false);
  const server = apiFieldErrors(error);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('password') as HTMLInputElement;
    const found = passwordProblem(field.value, undefined);
    setProblem(found);
    if (found) {
      field.focus();
      return;
    }
    try {
      await reset({ token, password: field.value }).unwrap();
      setDone(true);
    } catch {
      // The alert below says why.
    }
  }

  if (done) {
    return (
      <>
        <Alert variant="info" title="Password changed">
          Your new password is set, and every device was signed out. Sign in with it now.
        </Alert>
        <Link to="/login">Sign in</Link>
      </>
    );
  }

  return (
    <AccountForm noValidate onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
        error={problem ?? server.password}
      />
      {error && !server.password && (
        <Alert>
          {apiErrorMessage(error, 'Your password could not be changed. Try again.')}{' '}
          <Link to="/forgot-password">Ask for a new link</Link>
        </Alert>
      )}
      <Button type="submit" size="lg" fullWidth disabled={isLoading}>
        {isLoading ? 'Saving...' : 'Set new password'}
      </Button>
    </AccountForm>
  );
}
