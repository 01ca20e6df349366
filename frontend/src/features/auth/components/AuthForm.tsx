import { EMAIL_MAX_LENGTH } from '@sandglass/shared';
import { styled } from 'styled-components';
import { TextField } from '../../../ui/TextField';

/** The vertical rhythm shared by the sign-in and sign-up forms. */
export const AuthForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

/** The email field, the same on both forms. */
export function AuthEmailField({ error }: { error: string | undefined }) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
      required
      error={error}
    />
  );
}
