import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSession } from '../../features/auth/useSession';
import { useSiteConfig } from '../../features/site/SiteConfigProvider';
import { Container } from '../../ui/Container';
import { HourglassMark } from '../../ui/HourglassMark';
import { FOOTER_COMPANY_LINKS, footerResourceLinksFor, type NavItem } from '../../lib/navItems';

const StyledFooter = styled.footer`
  margin-top: auto;
  padding-block: ${({ theme }) => `${theme.space(14)} ${theme.space(8)}`};
  background: ${({ theme }) => theme.color.night};
  color: ${({ theme }) => theme.color.onNight};
`;

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr 1fr 1fr;
  }
`;

const StyledBrand = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 600;
`;

const StyledBlurb = styled.p`
  max-width: 36ch;
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.onNightMuted};
`;

const StyledMail = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.color.sand};
  font-weight: 600;
  text-underline-offset: 4px;
`;

const StyledHeading = styled.h2`
  font-family: ${({ theme }) => theme.font.body};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.onNightMuted};
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => `${theme.space(4)} 0 0`};
  padding: 0;
  list-style: none;
`;

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.color.onNight};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

const StyledBottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(12)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.color.nightLine};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.onNightMuted};
`;

const StyledStatus = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.successSoft};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.color.success};
  }
`;

interface LinkColumnProps {
  title: string;
  links: readonly NavItem[];
}

function LinkColumn({ title, links }: LinkColumnProps) {
  return (
    <nav aria-label={title}>
      <StyledHeading>{title}</StyledHeading>
      <StyledList>
        {links.map((link) => (
          <li key={link.to}>
            <StyledLink to={link.to} reloadDocument={link.document}>
              {link.label}
            </StyledLink>
          </li>
        ))}
      </StyledList>
    </nav>
  );
}

/**
 * The footer as everyone sees it, plus what the session opens: it is pre-rendered (and hydrated)
 * as a signed-out visitor sees it, then shows Website Analytics to an admin.
 */
export function SiteFooter() {
  const { firmName, firmEmail, analyticsPublic = false } = useSiteConfig();
  const { user } = useSession();

  return (
    <StyledFooter>
      <Container>
        <StyledGrid>
          <div>
            <StyledBrand>
              <HourglassMark />
              {firmName}
            </StyledBrand>
            <StyledBlurb>
              Venture capital for the new economy. We build AI companies together with their
              founders, from San Francisco.
            </StyledBlurb>
            <StyledMail href={`mailto:${firmEmail}`}>{firmEmail}</StyledMail>
          </div>
          <LinkColumn title="Company" links={FOOTER_COMPANY_LINKS} />
          <LinkColumn title="Resources" links={footerResourceLinksFor(user, analyticsPublic)} />
        </StyledGrid>
        <StyledBottom>
          <p>
            © {new Date().getFullYear()} {firmName}
          </p>
          <StyledStatus>Site monitored 24/7</StyledStatus>
        </StyledBottom>
      </Container>
    </StyledFooter>
  );
}
