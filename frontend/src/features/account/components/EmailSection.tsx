import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, type PublicUser } from '@sandglass/shared';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/apiError';
import { emailProblem, onlyProblems } from '../../../lib/formRules';
import { Alert } from '../../../ui/Alert';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { focusFirstProblem } from '../../../ui/focusFirstProblem';
import { useChangeEmailMutation } from '../accountApi';
import { AccountForm, AccountSection } from './AccountSection';
import { ResendVerificationButton } from './ResendVerificationButton';

const StyledState = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  overflow-wrap: anywhere;
`;

const StyledSubtitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

/** The address, whether it is proved (and the mail again if not), and moving to another one. */
export function EmailSection({ user }: { user: PublicUser }) {
  const [changeEmail, { isLoading, error }] = useChangeEmailMutation();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const server = apiFieldErrors(error);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const newEmail = String(data.get('newEmail') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const found = onlyProblems({
      newEmail: emailProblem(newEmail),
      password: password ? undefined : 'Enter your password.',
    });
    setProblems(found);
    if (focusFirstProblem(form, found)) return;
    try {
      await changeEmail({ newEmail, password }).unwrap();
      setSentTo(newEmail);
      form.reset();
    } catch {
      // The field errors or the alert say why.
    }
  }

  return (
    <AccountSection id="email" title="Email" description="Where we send your sign-in links.">
      <StyledState>
        <strong>{user.email}</strong>
        {user.emailVerified ? (
          <Badge variant="success">Verified</Badge>
        ) : (
          <Badge variant="sand">Not verified</Badge>
        )}
      </StyledState>
      {!user.emailVerified && (
        <div>
          <p>Follow the link in the mail we sent you to confirm this address.</p>
          <ResendVerificationButton />
        </div>
      )}
      <StyledSubtitle>Change your email</StyledSubtitle>
      {sentTo && (
        <Alert variant="info">
          We sent a link to {sentTo}. Your address changes once you follow it; until then you sign
          in with {user.email}.
        </Alert>
      )}
      <AccountForm noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label="New email"
          name="newEmail"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
          error={problems.newEmail ?? server.newEmail}
        />
        <TextField
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          required
          error={problems.password ?? server.password}
        />
        {error && !Object.keys(server).length && (
          <Alert>{apiErrorMessage(error, 'The link could not be sent. Try again.')}</Alert>
        )}
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Send confirmation link'}
        </Button>
      </AccountForm>
    </AccountSection>
  );
}
