import type { SocialAccount, SocialPlatform, SocialPlatformInfo } from '@sandglass/shared';
import { useState } from 'react';
import { styled } from 'styled-components';
import { apiErrorMessage } from '../../../lib/apiError';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { GridList } from '../../../ui/GridList';
import { QueryState } from '../../../ui/QueryState';
import { toast } from '../../../ui/toastStore';
import { useSession } from '../../auth';
import {
  useConnectAccountMutation,
  useDisconnectAccountMutation,
  useSocialAccountsQuery,
} from '../socialApi';
import { formatPostTime } from '../postTime';
import { FacebookPagePicker } from './FacebookPagePicker';
import { PlatformSetupNote } from './PlatformSetupNote';
import { RequeueOffer } from './RequeueOffer';

const StyledRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const StyledWho = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;

  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSize.md};
  }

  p {
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    overflow-wrap: anywhere;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const StyledHealth = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.fontSize.sm};

  dt {
    color: ${({ theme }) => theme.color.inkMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * How a connected account is doing: when its connection ends unless reconnected, its last
 * successful post, and its last error in a sentence (the platform's refusal, or why it needs
 * reconnecting).
 */
export function AccountHealth({ account }: { account: SocialAccount }) {
  return (
    <StyledHealth aria-label={`${account.accountName} health`}>
      <dt>Connection</dt>
      <dd>
        {account.connectionExpiresAt
          ? `Expires ${formatPostTime(account.connectionExpiresAt)}`
          : 'Renews on its own'}
      </dd>
      <dt>Last post</dt>
      <dd>
        {account.lastPublishedAt ? formatPostTime(account.lastPublishedAt) : 'None published yet'}
      </dd>
      {account.lastError && (
        <>
          <dt>Last error</dt>
          <dd>{account.lastError}</dd>
        </>
      )}
    </StyledHealth>
  );
}

interface AccountRowProps {
  platform: SocialPlatformInfo;
  account: SocialAccount | undefined;
  onDisconnect: (platform: SocialPlatformInfo) => void;
}

function AccountRow({ platform, account, onDisconnect }: AccountRowProps) {
  const [connect, connecting] = useConnectAccountMutation();
  const [leaving, setLeaving] = useState(false);
  const needsReconnect = account?.status === 'needs_reconnect';

  async function handleConnect() {
    try {
      const { authorizeUrl } = await connect(platform.name).unwrap();
      setLeaving(true);
      window.location.assign(authorizeUrl);
    } catch (error) {
      toast({
        title: 'Connection Failed',
        description: apiErrorMessage(error, `${platform.displayName} could not be connected.`),
        variant: 'destructive',
      });
    }
  }

  const pending = connecting.isLoading || leaving;
  return (
    <StyledRow aria-label={platform.displayName}>
      <StyledWho>
        <h2>
          {platform.displayName}
          {platform.sandbox && <Badge variant="info">Sandbox</Badge>}
          {!platform.configured && <Badge variant="neutral">Setup Required</Badge>}
        </h2>
        <p>{account ? `Connected as ${account.accountName}` : 'Not connected'}</p>
        {!platform.configured && <p>Not available yet: Sandglass has not set it up.</p>}
        {platform.sandbox && (
          <p>A practice connection: posts go to a test copy, not to {platform.displayName}.</p>
        )}
        {needsReconnect && !account?.lastError && (
          <p>
            {platform.displayName} no longer accepts this connection: reconnect it so posts can go
            out.
          </p>
        )}
        {account && <AccountHealth account={account} />}
      </StyledWho>
      <StyledActions>
        {account && !needsReconnect && <Badge variant="success">Connected</Badge>}
        {needsReconnect && <Badge variant="danger">Needs reconnecting</Badge>}
        {account && (
          <Button
            size="sm"
            variant={needsReconnect ? undefined : 'secondary'}
            onClick={() => void handleConnect()}
            disabled={pending}
            aria-label={`Reconnect ${platform.displayName}`}
          >
            {pending ? 'Connecting...' : 'Reconnect'}
          </Button>
        )}
        {account ? (
          <Button variant="secondary" size="sm" onClick={() => onDisconnect(platform)}>
            Disconnect
          </Button>
        ) : (
          <Button
            size="sm"
            onClick={() => void handleConnect()}
            disabled={!platform.configured || pending}
            aria-label={`Connect ${platform.displayName}`}
          >
            {pending ? 'Connecting...' : 'Connect'}
          </Button>
        )}
      </StyledActions>
    </StyledRow>
  );
}

export interface AccountsTabProps {
  platforms: readonly SocialPlatformInfo[];
  /** The member came back from Facebook managing several Pages: ask which one. */
  choosingFacebookPage: boolean;
  onFacebookPageChosen: () => void;
  /** A platform just connected again: offer to queue again what it left behind. */
  reconnected: SocialPlatform | null;
  onReconnectedHandled: () => void;
}

/**
 * Spec section 2's Accounts tab: each platform's connection, connected through the platform's
 * own OAuth pages and back (beyond the spec: reconnect, the Facebook Page picker, the offer to
 * queue again the scheduled posts a disconnection failed, the sandbox label). The API
 * Configuration note, about the server's client ids and secrets, is for admins only (issue 26).
 */
export function AccountsTab({
  platforms,
  choosingFacebookPage,
  onFacebookPageChosen,
  reconnected,
  onReconnectedHandled,
}: AccountsTabProps) {
  const { permissions } = useSession();
  const query = useSocialAccountsQuery();
  const [disconnect, disconnecting] = useDisconnectAccountMutation();
  const [leaving, setLeaving] = useState<SocialPlatformInfo | null>(null);
  const accounts = query.data ?? [];

  async function handleDisconnect(platform: SocialPlatform, displayName: string) {
    try {
      await disconnect(platform).unwrap();
      toast({
        title: 'Account Disconnected',
        description: `${displayName} is disconnected. Its scheduled posts will fail until you connect it again.`,
      });
    } catch (error) {
      toast({
        title: 'Could Not Disconnect',
        description: apiErrorMessage(error, `${displayName} could not be disconnected. Try again.`),
        variant: 'destructive',
      });
    } finally {
      setLeaving(null);
    }
  }

  return (
    <>
      <QueryState
        isLoading={query.isLoading}
        error={query.data ? undefined : query.error}
        onRetry={() => void query.refetch()}
        loadingMessage="Loading connected accounts..."
        errorMessage="Your connected accounts could not be loaded."
      >
        <GridList $gap={3} aria-label="Connected accounts">
          {platforms.map((platform) => (
            <AccountRow
              key={platform.name}
              platform={platform}
              account={accounts.find((account) => account.platform === platform.name)}
              onDisconnect={setLeaving}
            />
          ))}
        </GridList>
      </QueryState>
      {permissions.canAccessAdmin && <PlatformSetupNote platforms={platforms} />}
      {leaving && (
        <ConfirmDialog
          title={`Disconnect ${leaving.displayName}?`}
          description="Posts scheduled for it will fail until you connect it again."
          confirmLabel="Disconnect"
          pendingLabel="Disconnecting..."
          isPending={disconnecting.isLoading}
          onConfirm={() => void handleDisconnect(leaving.name, leaving.displayName)}
          onClose={() => setLeaving(null)}
        />
      )}
      {choosingFacebookPage && <FacebookPagePicker onDone={onFacebookPageChosen} />}
      {reconnected &&
        !choosingFacebookPage &&
        accounts.some(
          (account) => account.platform === reconnected && account.status === 'connected',
        ) && <RequeueOffer platform={reconnected} onDone={onReconnectedHandled} />}
    </>
  );
}
