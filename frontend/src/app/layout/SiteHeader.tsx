import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSession } from '../../features/auth/useSession';
import { useSiteConfig } from '../../features/site/SiteConfigProvider';
import { Container } from '../../ui/Container';
import { HourglassMark } from '../../ui/HourglassMark';
import { MainNav } from './MainNav';
import { MobileMenu } from './MobileMenu';
import { navItemsFor } from '../../lib/navItems';
import { SessionActions } from './SessionActions';
import { HEADER_HEIGHT_PROPERTY } from '../../ui/theme';

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
 * Writes the header's height into `--header-height` on <html> and keeps it current (one row on
 * phones, two from the medium breakpoint, more when links wrap): the page's scroll-padding uses
 * it, so a focused field or an in-page link never ends up under the sticky header.
 */
function useHeaderHeight(headerRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = headerRef.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(HEADER_HEIGHT_PROPERTY, `${header.offsetHeight}px`);
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
    };
  }, [headerRef]);
}

/**
 * Brand and account actions on top, the site's links below them (from the medium breakpoint up;
 * below it everything is behind "Menu"). Two rows keep all eight links of a signed-in
 * member readable at tablet widths.
 */
export function SiteHeader() {
  const { firmName } = useSiteConfig();
  const { user } = useSession();
  const items = navItemsFor(user);
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeight(headerRef);

  return (
    <StyledHeader ref={headerRef}>
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
