import type { TeamMember } from '@sandglass/shared';
import { styled } from 'styled-components';
import { IconLink } from '../../../ui/IconButton';
import { LinkedInIcon, XLogoIcon } from '../../../ui/icons';

const StyledLinks = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLink = styled(IconLink)`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.inkMuted};

  &:hover {
    border-color: ${({ theme }) => theme.color.control};
    color: ${({ theme }) => theme.color.ink};
  }
`;

export type MemberLinksProps = Pick<TeamMember, 'name' | 'linkedinUrl' | 'twitterUrl'>;

/** LinkedIn and X profiles, named for screen readers ("Ada Lovelace on LinkedIn"). */
export function MemberLinks({ name, linkedinUrl, twitterUrl }: MemberLinksProps) {
  if (!linkedinUrl && !twitterUrl) return null;
  const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <StyledLinks>
      {linkedinUrl && (
        <li>
          <StyledLink
            href={linkedinUrl}
            {...newTab}
            label={`${name} on LinkedIn (opens in a new tab)`}
          >
            <LinkedInIcon />
          </StyledLink>
        </li>
      )}
      {twitterUrl && (
        <li>
          <StyledLink href={twitterUrl} {...newTab} label={`${name} on X (opens in a new tab)`}>
            <XLogoIcon />
          </StyledLink>
        </li>
      )}
    </StyledLinks>
  );
}
