import { EMAIL_MAX_LENGTH } from '@sandglass/shared';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '../../../lib/apiError';
import { emailProblem } from '../../../lib/formRules';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useForgotPasswordMutation } from '../accountApi';
import { AccountForm } from './AccountSection';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [forgot, { isLoading, error, data }] = useForgotPasswordMutation();
  const [problem, setProblem] = useState<string>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const email = field.value.trim();
    const found = emailProblem(email);
    setProblem(found);
    if (found) {
      field.focus();
      return;
    }
    try {
      await forgot({ email }).unwrap();
    } catch {
      // The alert below says why.
    }
  }

  return (
    <AccountForm noValidate onSubmit={(event) => void handleSubmit(event)}>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        required
        error={problem}
      />
      {data && (
        <Alert variant="info" title="Check your inbox">
          {data.message}
        </Alert>
      )}
      {error && <Alert>{apiErrorMessage(error, 'The link could not be sent. Try again.')}</Alert>}
      <Button type="submit" size="lg" fullWidth disabled={isLoading}>
        {isLoading ? 'Sending...' : 'Send reset link'}
      </Button>
    </AccountForm>
  );
}
