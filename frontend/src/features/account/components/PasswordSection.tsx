import { PASSWORD_MAX_LENGTH, passwordProblem, type PublicUser } from '@sandglass/shared';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { onlyProblems } from '../../../lib/formRules';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { focusFirstProblem } from '../../../ui/focusFirstProblem';
import { toast } from '../../../ui/toastStore';
import { useChangePasswordMutation } from '../accountApi';
import { AccountForm, AccountSection } from './AccountSection';

/** Changing the password; every other sign-in ends, this one goes on. */
export function PasswordSection({ user }: { user: PublicUser }) {
  const [change, { isLoading, error }] = useChangePasswordMutation();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const server = apiFieldErrors(error);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const currentPassword = String(data.get('currentPassword') ?? '');
    const newPassword = String(data.get('newPassword') ?? '');
    const found = onlyProblems({
      currentPassword: currentPassword ? undefined : 'Enter your current password.',
      newPassword: passwordProblem(newPassword, user.email),
    });
    setProblems(found);
    if (focusFirstProblem(form, found)) return;
    try {
      await change({ currentPassword, newPassword }).unwrap();
      form.reset();
      toast({
        title: 'Password changed',
        description: 'You were signed out everywhere else.',
      });
    } catch {
      // The field errors or the alert say why.
    }
  }

  return (
    <AccountSection
      id="password"
      title="Password"
      description="Changing it signs you out on every other device."
    >
      <AccountForm noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          error={problems.currentPassword ?? server.currentPassword}
        />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          error={problems.newPassword ?? server.newPassword}
        />
        {error && !Object.keys(server).length && (
          <Alert>{apiErrorMessage(error, 'Your password could not be changed. Try again.')}</Alert>
        )}
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Changing...' : 'Change password'}
        </Button>
      </AccountForm>
    </AccountSection>
  );
}
