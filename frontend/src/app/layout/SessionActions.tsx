import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSignInPath } from '../../features/auth/returnPath';
import { useLogout } from '../../features/auth/useLogout';
import { useSession } from '../../features/auth/useSession';
import { Button, ButtonLink } from '../../ui/Button';
import { LP_PORTAL_PATH } from '../../lib/navItems';

const StyledActions = styled.div<{ $stacked: boolean }>`
  display: flex;
  flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
  align-items: ${({ $stacked }) => ($stacked ? 'stretch' : 'center')};
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const StyledGreeting = styled(Link)`
  font-weight: 500;
  color: ${({ theme }) => theme.color.inkMuted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.color.ink};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

export interface SessionActionsProps {
  /** The mobile menu lists the actions in a column, full width. */
  stacked?: boolean;
}

/**
 * The header's account corner (spec section 1). Signed out: Login and LP Portal. Signed in:
 * "Welcome {first name}" (a link to /account), Admin for admins, Logout. Nothing while the session is being restored,
 * so neither set flashes up wrongly.
 */
export function SessionActions({ stacked = false }: SessionActionsProps) {
  const { status, user, permissions } = useSession();
  const { logout, isPending } = useLogout();
  const signIn = useSignInPath();
  const size = stacked ? 'md' : 'sm';

  if (status === 'restoring') return <StyledActions $stacked={stacked} aria-hidden="true" />;

  if (!user) {
    return (
      <StyledActions $stacked={stacked}>
        <ButtonLink to={signIn} variant="ghost" size={size} fullWidth={stacked}>
          Login
        </ButtonLink>
        <ButtonLink to={LP_PORTAL_PATH} variant="accent" size={size} fullWidth={stacked}>
          LP Portal
        </ButtonLink>
      </StyledActions>
    );
  }

  function handleLogout() {
    void logout();
  }

  return (
    <StyledActions $stacked={stacked}>
      <StyledGreeting to="/account" title="Your account">
        Welcome {user.firstName}
      </StyledGreeting>
      {permissions.canAccessAdmin && (
        <ButtonLink to="/admin" variant="accent" size={size} fullWidth={stacked}>
          Admin
        </ButtonLink>
      )}
      <Button
        variant="secondary"
        size={size}
        fullWidth={stacked}
        onClick={handleLogout}
        disabled={isPending}
      >
        Logout
      </Button>
    </StyledActions>
  );
}
