import { Navigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { ACCOUNT_SECTIONS } from '../features/account';
import { useSession, useSignInPath } from '../features/auth';
import { PageMeta } from '../features/site/PageMeta';
import { Container } from '../ui/Container';
import { LoadingScreen } from '../ui/LoadingScreen';
import { PageHeader } from '../ui/PageHeader';

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  padding-block: ${({ theme }) => `${theme.space(10)} ${theme.space(20)}`};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 200px minmax(0, 1fr);
    align-items: start;
  }
`;

const StyledContents = styled.nav`
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.space(24)};
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    padding: 0;
    list-style: none;

    ${({ theme }) => theme.media.lg} {
      flex-direction: column;
    }
  }

  a {
    color: ${({ theme }) => theme.color.sandDeep};
    font-weight: 600;
    text-underline-offset: 3px;
  }
`;

const StyledSections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
`;

/**
 * The signed-in person's own account (the header's greeting leads here): one card per part of
 * ACCOUNT_SECTIONS, with links to each. Signed-out visitors are sent to sign in, and back.
 */
export function AccountPage() {
  const { status, user } = useSession();
  const signIn = useSignInPath();

  if (status === 'restoring') return <LoadingScreen message="Loading your account..." />;
  if (!user) return <Navigate to={signIn} replace />;

  return (
    <>
      <PageMeta title="Your account" description="Your profile, sign-ins and membership." noIndex />
      <PageHeader
        eyebrow="Account"
        title={`${user.firstName} ${user.lastName}`}
        lead="Your profile, email, password, sessions, membership and data."
      />
      <Container>
        <StyledLayout>
          <StyledContents aria-label="Account sections">
            <ul>
              {ACCOUNT_SECTIONS.map(({ id, title }) => (
                <li key={id}>
                  <a href={`#${id}`}>{title}</a>
                </li>
              ))}
            </ul>
          </StyledContents>
          <StyledSections>
            {ACCOUNT_SECTIONS.map(({ id, Component }) => (
              <Component key={id} user={user} />
            ))}
          </StyledSections>
        </StyledLayout>
      </Container>
    </>
  );
}
