import { styled } from 'styled-components';
import { ButtonAnchor } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextButton } from '../../../ui/TextButton';
import { useSiteConfig } from '../../site';

const StyledTrigger = styled(TextButton)`
  justify-self: end;
`;

/** Resets are done by the team for now, so the button explains how to reach them. */
export function ForgotPasswordDialog() {
  const { firmEmail } = useSiteConfig();

  return (
    <Dialog
      trigger={<StyledTrigger>Forgot password?</StyledTrigger>}
      title="Reset your password"
      description="Password resets are handled by our team. Email us from the address you signed up with and we will help you back into your account."
    >
      <ButtonAnchor href={`mailto:${firmEmail}?subject=Password%20reset`}>
        Email {firmEmail}
      </ButtonAnchor>
    </Dialog>
  );
}
