import type { TeamMember } from '@sandglass/shared';
import { styled } from 'styled-components';
import { LinkedInIcon, XLogoIcon } from '../../../ui/icons';

const StyledLinks = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLink = styled.a`
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
          <StyledLink href={linkedinUrl} {...newTab} aria-label={`${name} on LinkedIn`}>
            <LinkedInIcon />
          </StyledLink>
        </li>
      )}
      {twitterUrl && (
        <li>
          <StyledLink href={twitterUrl} {...newTab} aria-label={`${name} on X`}>
            <XLogoIcon />
          </StyledLink>
        </li>
      )}
    </StyledLinks>
  );
}
