import type { SocialPlatform, SocialPlatformInfo } from '@sandglass/shared';
import { useId } from 'react';
import { styled } from 'styled-components';
import { FieldError } from '../../../ui/FormField';
import { Badge } from '../../../ui/Badge';
import { toggleStyles } from '../../../ui/toggleStyles';

const StyledFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-weight: 600;
  }
`;

const StyledGroup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const StyledItem = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  justify-items: start;
`;

const StyledToggle = styled.button`
  ${toggleStyles}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  &:disabled {
    border-style: dashed;
  }
`;

const StyledLinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.info};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-decoration: underline;
  cursor: pointer;
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface PlatformTogglesProps {
  platforms: readonly SocialPlatformInfo[];
  selected: readonly SocialPlatform[];
  onToggle: (platform: SocialPlatform) => void;
  /** Opens the Accounts tab, where a platform not yet connected can be. */
  onOpenAccounts: () => void;
  /** Why the choice cannot be sent (none chosen), shown under the group. */
  error?: string;
  /** Per chosen platform, why the text cannot go to it (too long), shown beside it. */
  problems?: Partial<Record<SocialPlatform, string>>;
}

/**
 * The Platforms fieldset: one toggle (aria-pressed) per platform. Spec section 2: a platform the server is not set up
 * for is disabled with "Setup Required"; one set up but not connected by this member cannot be
 * posted to either, and points to the Accounts tab. A chosen platform the text is too long for
 * says so beside it. The toggles are named `platforms` (ComposerField), for focusFirstProblem.
 */
export function PlatformToggles({
  platforms,
  selected,
  onToggle,
  onOpenAccounts,
  error,
  problems = {},
}: PlatformTogglesProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <StyledFieldset aria-describedby={error ? errorId : undefined}>
      <legend>Platforms</legend>
      <StyledGroup>
        {platforms.map((platform) => {
          const usable = platform.configured && platform.connected;
          const pressed = usable && selected.includes(platform.name);
          const problem = pressed ? problems[platform.name] : undefined;
          const problemId = `${id}-${platform.name}`;
          return (
            <StyledItem key={platform.name}>
              <StyledToggle
                type="button"
                name="platforms"
                aria-pressed={pressed}
                aria-describedby={
                  [problem && problemId, error && usable && errorId].filter(Boolean).join(' ') ||
                  undefined
                }
                disabled={!usable}
                onClick={() => onToggle(platform.name)}
              >
                {platform.displayName}
                {!platform.configured && <Badge variant="neutral">Setup Required</Badge>}
                {platform.configured && !platform.connected && (
                  <Badge variant="sand">Not connected</Badge>
                )}
              </StyledToggle>
              {platform.configured && !platform.connected && (
                <StyledLinkButton type="button" onClick={onOpenAccounts}>
                  Connect {platform.displayName} in Accounts
                </StyledLinkButton>
              )}
              {usable && platform.requiresMedia && (
                <StyledNote>{platform.displayName} needs at least one image.</StyledNote>
              )}
              {problem && <FieldError id={problemId}>{problem}</FieldError>}
            </StyledItem>
          );
        })}
      </StyledGroup>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </StyledFieldset>
  );
}
