import { Link } from 'react-router-dom';
import { styled, useTheme } from 'styled-components';
import { useSession } from '../../features/auth/useSession';
import { useSiteConfig } from '../../features/site/SiteConfigProvider';
import { Container } from '../../ui/Container';
import { HourglassMark } from '../../ui/HourglassMark';
import { useMediaQuery } from '../../ui/useMediaQuery';
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
 * Brand and account actions on top, the site's links below them (from the medium breakpoint up;
 * below it everything is behind "Menu"). Two rows keep all eight links of a signed-in
 * member readable at tablet widths.
 */
export function SiteHeader() {
  const { firmName } = useSiteConfig();
  const { user } = useSession();
  const items = navItemsFor(user);
  const theme = useTheme();
  // One set of links in the document at a time, so each has one accessible twin-free match.
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoint.md}px)`);

  return (
    <StyledHeader>
      <Container>
        <StyledTopRow>
          <StyledBrand to="/">
            <HourglassMark />
            <StyledFirmName>{firmName}</StyledFirmName>
          </StyledBrand>
          {isWide ? <SessionActions /> : <MobileMenu items={items} />}
        </StyledTopRow>
        {isWide && (
          <StyledNavRow>
            <MainNav items={items} label="Main" />
          </StyledNavRow>
        )}
      </Container>
    </StyledHeader>
  );
}
