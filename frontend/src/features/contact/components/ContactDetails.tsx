import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { ClockIcon, MailIcon, MapPinIcon } from '../../../ui/contactIcons';
import { LinkedInIcon, XLogoIcon } from '../../../ui/icons';
import { useSiteConfig } from '../../site';

const StyledDetails = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space(8)};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
`;

const StyledList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
`;

const StyledItem = styled.div`
  position: relative;
  min-height: 44px;
  padding-left: ${({ theme }) => theme.space(15)};

  dt {
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  dt > span {
    position: absolute;
    top: 0;
    left: 0;
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.sandSoft};
    color: ${({ theme }) => theme.color.sandDeep};
  }

  dd {
    margin: 0;
    font-weight: 600;
  }

  a {
    color: ${({ theme }) => theme.color.ink};
    text-underline-offset: 3px;
  }
`;

const StyledSocial = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
    padding: ${({ theme }) => `0 ${theme.space(4)}`};
    border: 1px solid ${({ theme }) => theme.color.control};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.ink};
    font-weight: 600;
    text-decoration: none;
  }

  a:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

interface DetailProps {
  icon: ReactNode;
  term: string;
  children: ReactNode;
}

function Detail({ icon, term, children }: DetailProps) {
  return (
    <StyledItem>
      <dt>
        <span>{icon}</span>
        {term}
      </dt>
      <dd>{children}</dd>
    </StyledItem>
  );
}

/** The firm's email, office and response time (spec section 2), and its two profiles. */
export function ContactDetails() {
  const { firmEmail, firmName, linkedinUrl, xUrl } = useSiteConfig();
  const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

  return (
    <StyledDetails>
      <StyledTitle>Get in touch</StyledTitle>
      <StyledList>
        <Detail icon={<MailIcon />} term="General inquiries">
          <a href={`mailto:${firmEmail}`}>{firmEmail}</a>
        </Detail>
        <Detail icon={<MapPinIcon />} term="Office">
          San Francisco, CA
        </Detail>
        <Detail icon={<ClockIcon />} term="Response time">
          Within 24 hours
        </Detail>
      </StyledList>
      {(linkedinUrl || xUrl) && (
        <StyledSocial aria-label={`${firmName} elsewhere`}>
          {linkedinUrl && (
            <li>
              <a href={linkedinUrl} {...newTab}>
                <LinkedInIcon />
                LinkedIn
              </a>
            </li>
          )}
          {xUrl && (
            <li>
              <a href={xUrl} {...newTab}>
                <XLogoIcon />X
              </a>
            </li>
          )}
        </StyledSocial>
      )}
    </StyledDetails>
  );
}
