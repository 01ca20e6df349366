import { styled } from 'styled-components';
import { ButtonAnchor } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { useSiteConfig } from '../../site/SiteConfigProvider';

const StyledTrigger = styled.button`
  justify-self: end;
  padding: ${({ theme }) => theme.space(1)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.sandDeep};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`;

/** Resets are done by the team for now, so the button explains how to reach them. */
export function ForgotPasswordDialog() {
  const { firmEmail } = useSiteConfig();

  return (
    <Dialog
      trigger={<StyledTrigger type="button">Forgot password?</StyledTrigger>}
      title="Reset your password"
      description="Password resets are handled by our team. Email us from the address you signed up with and we will help you back into your account."
    >
      <ButtonAnchor href={`mailto:${firmEmail}?subject=Password%20reset`}>
        Email {firmEmail}
      </ButtonAnchor>
    </Dialog>
  );
}
