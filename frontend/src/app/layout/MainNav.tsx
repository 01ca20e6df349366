import { NavLink } from 'react-router-dom';
import { styled } from 'styled-components';
import type { NavItem } from '../../lib/navItems';

const StyledList = styled.ul<{ $stacked: boolean }>`
  display: flex;
  flex-direction: ${({ $stacked }) => ($stacked ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLink = styled(NavLink)<{ $stacked: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  min-height: ${({ $stacked }) => ($stacked ? '48px' : '40px')};
  --nav-pad: ${({ theme, $stacked }) => theme.space($stacked ? 3 : 2.5)};
  padding: 0 var(--nav-pad);

  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme, $stacked }) => ($stacked ? theme.fontSize.lg : theme.fontSize.sm)};
  font-weight: 500;
  text-decoration: none;
  white-space: nowrap;
  transition: color ${({ theme }) => theme.motion.fast} ease;

  ${({ theme }) => theme.media.lg} {
    --nav-pad: ${({ theme }) => theme.space(3)};
  }

  &:hover {
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }

  &.active {
    color: ${({ theme }) => theme.color.ink};
    font-weight: 650;
  }

  &.active::after {
    content: '';
    position: absolute;
    ${({ $stacked, theme }) =>
      $stacked
        ? `left: 0; top: ${theme.space(3)}; bottom: ${theme.space(3)}; width: 3px;`
        : 'left: var(--nav-pad); right: var(--nav-pad); bottom: 2px; height: 2px;'}
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.sandDeep};
  }
`;

export interface MainNavProps {
  items: readonly NavItem[];
  label: string;
  stacked?: boolean;
  className?: string;
}

/** The site's links; the current one is highlighted and marked `aria-current="page"` by NavLink. */
export function MainNav({ items, label, stacked = false, className }: MainNavProps) {
  return (
    <nav aria-label={label} className={className}>
      <StyledList $stacked={stacked}>
        {items.map((item) => (
          <li key={item.to}>
            <StyledLink to={item.to} $stacked={stacked}>
              {item.label}
            </StyledLink>
          </li>
        ))}
      </StyledList>
    </nav>
  );
}
