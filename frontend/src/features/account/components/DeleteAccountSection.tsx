import { PASSWORD_MAX_LENGTH, type PublicUser } from '@sandglass/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toastStore';
import { useDeleteAccountMutation } from '../accountApi';
import { AccountForm, AccountSection } from './AccountSection';

/** Deleting the account, after the password, saying first what goes. */
export function DeleteAccountSection({ user }: { user: PublicUser }) {
  const [deleteAccount, { isLoading, error }] = useDeleteAccountMutation();
  const [problem, setProblem] = useState<string>();
  const navigate = useNavigate();
  const server = apiFieldErrors(error);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('password') as HTMLInputElement;
    if (!field.value) {
      setProblem('Enter your password.');
      field.focus();
      return;
    }
    setProblem(undefined);
    try {
      await deleteAccount({ password: field.value }).unwrap();
      toast({ title: 'Account deleted', description: 'Your account and its data are gone.' });
      await navigate('/', { replace: true });
    } catch {
      // The field error or the alert says why.
    }
  }

  return (
    <AccountSection
      id="delete-account"
      title="Delete account"
      description="This cannot be undone. Your account, sessions, membership, connected social accounts (we revoke their access where the platform allows), posts, images, AI history and newsletter subscription are deleted. Messages and applications you sent to the firm stay with the firm."
    >
      {user.role === 'admin' ? (
        <p>An admin account cannot be deleted here. Ask another admin to change your role first.</p>
      ) : (
        <AccountForm noValidate onSubmit={(event) => void handleSubmit(event)}>
          <TextField
            label="Your password"
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            required
            error={problem ?? server.password}
          />
          {error && !server.password && (
            <Alert>{apiErrorMessage(error, 'Your account could not be deleted. Try again.')}</Alert>
          )}
          <Button type="submit" variant="danger" disabled={isLoading}>
            {isLoading ? 'Deleting...' : 'Delete my account'}
          </Button>
        </AccountForm>
      )}
    </AccountSection>
  );
}
