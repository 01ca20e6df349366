import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSession } from '../../features/auth/useSession';
import { useSiteConfig } from '../../features/site/SiteConfigProvider';
import { Container } from '../../ui/Container';
import { HourglassMark } from '../../ui/HourglassMark';
import { MainNav } from './MainNav';
import { MobileMenu } from './MobileMenu';
import { navItemsFor } from './navItems';
import { SessionActions } from './SessionActions';

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  background: ${({ theme }) => theme.color.paper};
`;

const StyledTopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 64px;
`;

const StyledBrand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  min-width: 0;
  color: ${({ theme }) => theme.color.ink};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
  letter-spacing: -0.01em;
  text-decoration: none;
  white-space: nowrap;

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const StyledFirmName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

const StyledNavRow = styled.div`
  margin-inline: ${({ theme }) => `-${theme.space(3)}`};
  padding-bottom: ${({ theme }) => theme.space(2)};
`;

/**
 * CSS, not script, decides which set shows, so the header has its final shape in the first paint
 * (also the one the gateway pre-renders). `display: none` keeps the hidden set out of the
 * accessibility tree and the tab order: one set of links at a time for every user.
 */
const StyledWideOnly = styled.div`
  display: none;

  ${({ theme }) => theme.media.md} {
    display: block;
  }
`;

const StyledNarrowOnly = styled.div`
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

/**
 * Brand and account actions on top, the site's links below them (from the medium breakpoint up;
 * below it everything is behind "Menu"). Two rows keep all eight links of a signed-in
 * member readable at tablet widths.
 */
export function SiteHeader() {
  const { firmName } = useSiteConfig();
  const { user } = useSession();
  const items = navItemsFor(user);

  return (
    <StyledHeader>
      <Container>
        <StyledTopRow>
          <StyledBrand to="/">
            <HourglassMark />
            <StyledFirmName>{firmName}</StyledFirmName>
          </StyledBrand>
          <StyledWideOnly>
            <SessionActions />
          </StyledWideOnly>
          <StyledNarrowOnly>
            <MobileMenu items={items} />
          </StyledNarrowOnly>
        </StyledTopRow>
        <StyledWideOnly>
          <StyledNavRow>
            <MainNav items={items} label="Main" />
          </StyledNavRow>
        </StyledWideOnly>
      </Container>
    </StyledHeader>
  );
}
