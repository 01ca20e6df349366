import {
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { MainNav } from './MainNav';
import type { NavItem } from '../../lib/navItems';
import { SessionActions } from './SessionActions';

const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  flex: none;
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.color.control};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  font-weight: 600;
  cursor: pointer;

  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.night};
    border-color: ${({ theme }) => theme.color.night};
    color: ${({ theme }) => theme.color.onNight};
  }
`;

const StyledIcon = styled.svg`
  width: 18px;
  height: 18px;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
`;

/** Drops down under the header bar, over the page, scrolling on its own if the screen is short. */
const StyledPanel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  height: calc(100dvh - 65px);
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)} ${theme.space(8)}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.raised};

  &[hidden] {
    display: none;
  }
`;

export interface MobileMenuProps {
  items: readonly NavItem[];
}

/**
 * Below the medium breakpoint the links and account actions sit behind "Menu", a disclosure
 * button (aria-expanded, aria-controls). Escape closes it and gives focus back to the button;
 * leaving it with Tab or navigating anywhere closes it too. Hand-written rather than a Radix
 * dialog: the disclosure pattern is a button and a panel, and the dialog stack would weigh on
 * every public page.
 */
export function MobileMenu({ items }: MobileMenuProps) {
  const panelId = useId();
  const location = useLocation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Open for the location it was opened at, so that any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;

  function handleToggle() {
    setOpenAt(open ? null : location.key);
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpenAt(null);
    triggerRef.current?.focus();
  }

  // Close at once when a link is followed, not when the next page has loaded (until then the
  // current page stays on screen, and the open menu would cover it).
  function handleClick(event: MouseEvent<HTMLDivElement>) {
    if (open && (event.target as Element).closest('a')) setOpenAt(null);
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (open && !event.currentTarget.contains(event.relatedTarget)) setOpenAt(null);
  }

  return (
    <div onKeyDown={handleKeyDown} onBlur={handleBlur} onClick={handleClick}>
      <StyledTrigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={handleToggle}
      >
        <StyledIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
        </StyledIcon>
        Menu
      </StyledTrigger>
      <StyledPanel id={panelId} hidden={!open}>
        {open && (
          <>
            <MainNav items={items} label="Main" stacked />
            <SessionActions stacked />
          </>
        )}
      </StyledPanel>
    </div>
  );
}
