import { styled } from 'styled-components';
import { useSession } from '../../auth';
import { Container } from '../../../ui/Container';
import { TokensSection } from './TokensSection';
import { WebhooksSection } from './WebhooksSection';

/** The "API access" screen: API tokens for anyone signed in, webhooks for members and admins. */
export function ApiAccessScreen() {
  const { user, permissions } = useSession();
  return (
    <StyledScreen>
      <TokensSection />
      {permissions.canCreatePosts ? <WebhooksSection isAdmin={user?.role === 'admin'} /> : null}
    </StyledScreen>
  );
}

const StyledScreen = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(16)};
`;
