import { NavLink } from 'react-router-dom';
import { styled } from 'styled-components';
import { ADMIN_SECTIONS, adminPath } from '../adminSections';

const StyledNav = styled.nav`
  margin-block: ${({ theme }) => `${theme.space(8)} ${theme.space(8)}`};
`;

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(104px, 1fr));
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceMuted};

  ${({ theme }) => theme.media.lg} {
    display: flex;
    flex-wrap: wrap;
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

const StyledLink = styled(NavLink)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  transition: background-color ${({ theme }) => theme.motion.fast} ease;

  &:hover {
    color: ${({ theme }) => theme.color.ink};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
`;

/**
 * The dashboard's tabs as links, one address per section (the current one marked with
 * `aria-current`), so a section can be bookmarked, shared and reached with Back.
 */
export function AdminSectionNav() {
  return (
    <StyledNav aria-label="Admin sections">
      <StyledList>
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.path}>
            <StyledLink to={adminPath(section.path)} end preventScrollReset>
              {section.label}
            </StyledLink>
          </li>
        ))}
      </StyledList>
    </StyledNav>
  );
}
