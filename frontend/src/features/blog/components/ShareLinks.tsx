import { css, styled } from 'styled-components';
import { LinkIcon, MailIcon } from '../../../ui/contactIcons';
import { LinkedInIcon, XLogoIcon } from '../../../ui/icons';
import { toast } from '../../../ui/toastStore';

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const shareStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: ${({ theme }) => `0 ${theme.space(3.5)}`};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.color.control};
  }
`;

const StyledLink = styled.a`
  ${shareStyles}
`;

const StyledButton = styled.button`
  ${shareStyles}
`;

export interface ShareLinksProps {
  url: string;
  title: string;
}

/** Share on X or LinkedIn, by email, or copy the address. */
export function ShareLinks({ url, title }: ShareLinksProps) {
  const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
  const encodedUrl = encodeURIComponent(url);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'The article address is on your clipboard.' });
    } catch {
      toast({
        title: 'Could not copy the link',
        description: url,
        variant: 'destructive',
      });
    }
  }

  return (
    <StyledList aria-label="Share this article">
      <li>
        <StyledLink
          href={`https://x.com/intent/post?url=${encodedUrl}&text=${encodeURIComponent(title)}`}
          {...newTab}
          aria-label="Share on X (opens in a new tab)"
        >
          <XLogoIcon size={16} />X
        </StyledLink>
      </li>
      <li>
        <StyledLink
          href={`https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`}
          {...newTab}
          aria-label="Share on LinkedIn (opens in a new tab)"
        >
          <LinkedInIcon size={16} />
          LinkedIn
        </StyledLink>
      </li>
      <li>
        <StyledLink
          href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodedUrl}`}
          aria-label="Share by email"
        >
          <MailIcon size={16} />
          Email
        </StyledLink>
      </li>
      <li>
        <StyledButton type="button" onClick={() => void handleCopy()}>
          <LinkIcon size={16} />
          Copy link
        </StyledButton>
      </li>
    </StyledList>
  );
}
