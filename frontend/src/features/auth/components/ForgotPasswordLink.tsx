import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

const StyledLink = styled(Link)`
  justify-self: end;
  padding: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.sandDeep};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  text-underline-offset: 3px;

  &:hover {
    color: ${({ theme }) => theme.color.ink};
  }
`;

export const FORGOT_PASSWORD_PATH = '/forgot-password';

/** "Forgot password?" under the password field: the page that mails a reset link. */
export function ForgotPasswordLink() {
  return <StyledLink to={FORGOT_PASSWORD_PATH}>Forgot password?</StyledLink>;
}
