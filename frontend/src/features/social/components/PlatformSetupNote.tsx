import type { SocialPlatformInfo } from '@sandglass/shared';
import { styled } from 'styled-components';

const StyledNote = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.infoSoft};
  color: ${({ theme }) => theme.color.ink};

  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
  }

  p,
  li {
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }

  code {
    overflow-wrap: anywhere;
  }
`;

/** The server's variables for a platform's app: TWITTER_CLIENT_ID and TWITTER_CLIENT_SECRET. */
export function credentialVariables(platform: SocialPlatformInfo['name']): [string, string] {
  const prefix = platform.toUpperCase();
  return [`${prefix}_CLIENT_ID`, `${prefix}_CLIENT_SECRET`];
}

function setupState(platform: SocialPlatformInfo): string {
  if (platform.sandbox)
    return 'served by the local platform sandbox (nothing reaches the platform)';
  if (platform.configured) return 'set up with its own app';
  return 'not set up: members cannot connect it';
}

export interface PlatformSetupNoteProps {
  platforms: readonly SocialPlatformInfo[];
  /** The heading's level where the note sits. */
  headingLevel?: 2 | 3;
}

/**
 * The API Configuration note (spec section 2), for operators only: which server variables
 * give each platform its app, and where each stands. Members never see it (issue 26): it is
 * shown to admins, in the admin console's Social section and on their own Accounts tab.
 */
export function PlatformSetupNote({ platforms, headingLevel = 2 }: PlatformSetupNoteProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <StyledNote aria-labelledby="api-configuration-title">
      <Heading id="api-configuration-title">API Configuration</Heading>
      <p>
        Each platform needs a client ID and client secret set up on the server before members can
        connect it: register an app with the platform and set its two variables. A platform without
        them is served by the local platform sandbox when SOCIAL_SANDBOX_URL is set (connecting and
        posting work, but nothing reaches the real platform).
      </p>
      <ul aria-label="Platform setup">
        {platforms.map((platform) => {
          const [id, secret] = credentialVariables(platform.name);
          return (
            <li key={platform.name}>
              {platform.displayName}: {setupState(platform)}. Variables <code>{id}</code> and{' '}
              <code>{secret}</code>.
            </li>
          );
        })}
      </ul>
    </StyledNote>
  );
}
