import { NAME_MAX_LENGTH, type PublicUser } from '@sandglass/shared';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { focusFirstProblem } from '../../../ui/focusFirstProblem';
import { toast } from '../../../ui/toastStore';
import { useUpdateProfileMutation } from '../accountApi';
import { AccountForm, AccountSection } from './AccountSection';

type Problems = Partial<Record<'firstName' | 'lastName', string>>;

/** The person's name, as the header greets them and the admin sees them. */
export function ProfileSection({ user }: { user: PublicUser }) {
  const [save, { isLoading, error }] = useUpdateProfileMutation();
  const [problems, setProblems] = useState<Problems>({});
  const server = apiFieldErrors(error);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const firstName = String(form.get('firstName') ?? '').trim();
    const lastName = String(form.get('lastName') ?? '').trim();
    const found: Problems = {};
    if (!firstName) found.firstName = 'Enter your first name.';
    if (!lastName) found.lastName = 'Enter your last name.';
    setProblems(found);
    if (focusFirstProblem(event.currentTarget, found)) return;
    try {
      await save({ firstName, lastName }).unwrap();
      toast({ title: 'Profile saved', description: 'Your name is updated.' });
    } catch {
      // The alert below says why.
    }
  }

  return (
    <AccountSection id="profile" title="Profile" description="Your name, as we greet you.">
      <AccountForm noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          defaultValue={user.firstName}
          maxLength={NAME_MAX_LENGTH}
          required
          error={problems.firstName ?? server.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          defaultValue={user.lastName}
          maxLength={NAME_MAX_LENGTH}
          required
          error={problems.lastName ?? server.lastName}
        />
        {error && !Object.keys(server).length && (
          <Alert>{apiErrorMessage(error, 'Your name could not be saved. Try again.')}</Alert>
        )}
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save profile'}
        </Button>
      </AccountForm>
    </AccountSection>
  );
}
