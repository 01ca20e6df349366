import { styled } from 'styled-components';
import { Container } from '../../../ui/Container';
import { useSession } from '../../auth';
import { ResendVerificationButton } from './ResendVerificationButton';

const StyledBanner = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  background: ${({ theme }) => theme.color.sandSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const StyledRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  padding-block: ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
`;

/** A quiet line under the header while the signed-in person's address is not proved. */
export function VerifyEmailBanner() {
  const { user } = useSession();
  if (!user || user.emailVerified) return null;
  return (
    <StyledBanner role="region" aria-label="Email confirmation">
      <Container>
        <StyledRow>
          <span>
            Please confirm your email address: we sent a link to <strong>{user.email}</strong>.
          </span>
          <ResendVerificationButton />
        </StyledRow>
      </Container>
    </StyledBanner>
  );
}
