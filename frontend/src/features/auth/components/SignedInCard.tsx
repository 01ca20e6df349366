import type { PublicUser } from '@sandglass/shared';
import { styled } from 'styled-components';
import { Button, ButtonLink } from '../../../ui/Button';
import { Card, CardDescription } from '../../../ui/Card';
import { useLogout } from '../useLogout';

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(8)};
`;

export interface SignedInCardProps {
  user: PublicUser;
  /** Where Continue leads. */
  to: string;
}

/**
 * The Sign In page for someone already signed in: who they are, a way on, and a way to sign in
 * as someone else (signing out keeps them on this page).
 */
export function SignedInCard({ user, to }: SignedInCardProps) {
  const { logout, isPending } = useLogout();
  return (
    <Card aria-labelledby="signed-in-title">
      <StyledTitle id="signed-in-title">You are signed in</StyledTitle>
      <CardDescription>
        You are signed in as {user.firstName} {user.lastName} ({user.email}).
      </CardDescription>
      <StyledActions>
        <ButtonLink to={to}>{to === '/' ? 'Go to the home page' : 'Continue'}</ButtonLink>
        <Button variant="secondary" disabled={isPending} onClick={() => void logout('/login')}>
          Sign in as someone else
        </Button>
      </StyledActions>
    </Card>
  );
}
