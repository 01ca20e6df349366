import type { SocialPlatform } from '@sandglass/shared';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Card } from '../../../ui/Card';
import { Container } from '../../../ui/Container';
import { QueryState } from '../../../ui/QueryState';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';
import { toast } from '../../../ui/toastStore';
import { OAUTH_RETURN_PARAMS, readOAuthReturn } from '../oauthReturn';
import { useSocialPlatformsQuery } from '../socialApi';
import { usePostEvents } from '../usePostEvents';
import { AccountsTab } from './AccountsTab';
import { AnalyticsTab } from './AnalyticsTab';
import { CreatePostTab } from './CreatePostTab';
import { ScheduledTab } from './ScheduledTab';

/** Spec section 2: the four tabs, in order; each has its address (`?tab=`). */
export const SOCIAL_TABS = [
  { value: 'create', label: 'Create Post' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'accounts', label: 'Accounts' },
] as const;

export type SocialTab = (typeof SOCIAL_TABS)[number]['value'];

function isSocialTab(value: string | null): value is SocialTab {
  return SOCIAL_TABS.some((tab) => tab.value === value);
}

const StyledScreen = styled(Container)`
  padding-block: ${({ theme }) => theme.space(10)};

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space(14)};
  }
`;

const StyledCard = styled(Card)`
  padding: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

const StyledTabsList = styled(TabsList)`
  border-radius: ${({ theme }) => theme.radius.lg};

  /* Four labels do not fit side by side on a phone: two rows of two. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm - 1}px) {
    grid-auto-flow: row;
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The Create Post tab stays mounted while another is shown, so a half-written post survives. */
const StyledKeptContent = styled(TabsContent)`
  &[data-state='inactive'] {
    display: none;
  }
`;

/**
 * The social media screen for members and admins. Opens on the tab its address names, tells
 * the member how a platform connection went when the OAuth callback sends them back, and keeps
 * statuses current from the server's event stream while it is open.
 */
export function SocialMediaScreen() {
  const [params, setParams] = useSearchParams();
  const platforms = useSocialPlatformsQuery();
  const requested = params.get('tab');
  const tab: SocialTab = isSocialTab(requested) ? requested : 'create';
  const oauth = readOAuthReturn(params);
  const announced = useRef<string | null>(null);
  // The platform just connected again (the OAuth callback lands here with a full page load),
  // whose failed future deliveries the Accounts tab offers to queue again.
  const [reconnected, setReconnected] = useState<SocialPlatform | null>(() => oauth.connected);
  // A day chosen on the calendar: the composer starts a post scheduled for it.
  const [startOn, setStartOn] = useState<{ day: Date; key: number } | null>(null);
  usePostEvents();

  // Said once per return (effects run twice in development), then dropped from the address.
  useEffect(() => {
    const key = params.toString();
    if (!oauth.toast || announced.current === key) return;
    announced.current = key;
    toast(oauth.toast);
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        for (const name of OAUTH_RETURN_PARAMS) if (name !== 'choose') next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [oauth.toast, params, setParams]);

  function showTab(value: string) {
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  }

  function handleFacebookPageChosen() {
    setReconnected('facebook');
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        next.delete('choose');
        return next;
      },
      { replace: true },
    );
  }

  const list = platforms.data ?? [];
  return (
    <StyledScreen>
      <StyledCard aria-label="Social media automation">
        <Tabs value={tab} onValueChange={showTab}>
          <StyledTabsList aria-label="Social media">
            {SOCIAL_TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </StyledTabsList>
          <QueryState
            isLoading={platforms.isLoading}
            error={platforms.data ? undefined : platforms.error}
            onRetry={() => void platforms.refetch()}
            loadingMessage="Loading platforms..."
            errorMessage="The platforms could not be loaded."
          >
            <StyledKeptContent value="create" forceMount>
              <CreatePostTab
                platforms={list}
                onOpenAccounts={() => showTab('accounts')}
                startOn={startOn}
              />
            </StyledKeptContent>
            <TabsContent value="scheduled">
              <ScheduledTab
                platforms={list}
                onOpenAccounts={() => showTab('accounts')}
                onStartPost={(day) => {
                  setStartOn({ day, key: Date.now() });
                  showTab('create');
                }}
              />
            </TabsContent>
            <TabsContent value="analytics">
              <AnalyticsTab />
            </TabsContent>
            <TabsContent value="accounts">
              <AccountsTab
                platforms={list}
                choosingFacebookPage={oauth.chooseFacebookPage}
                onFacebookPageChosen={handleFacebookPageChosen}
                reconnected={reconnected}
                onReconnectedHandled={() => setReconnected(null)}
              />
            </TabsContent>
          </QueryState>
        </Tabs>
      </StyledCard>
    </StyledScreen>
  );
}
