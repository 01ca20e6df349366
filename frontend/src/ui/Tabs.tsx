import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps, MouseEvent } from 'react';
import { styled } from 'styled-components';

/** Tabs with arrow-key navigation (Radix); only the active panel is rendered. */
export const Tabs = RadixTabs.Root;

export const TabsList = styled(RadixTabs.List)`
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const StyledTabsTrigger = styled(RadixTabs.Trigger)`
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.inkMuted};
  font-weight: 600;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast} ease;

  &:hover {
    color: ${({ theme }) => theme.color.ink};
  }

  &[data-state='active'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
`;

export type TabsTriggerProps = ComponentProps<typeof RadixTabs.Trigger>;

/**
 * A tab. Radix focuses it from script as the mouse presses it, which Chromium takes for keyboard
 * focus and rings (from the first click on a page on). Focused first here, marked as not to be
 * shown, it keeps the ring (`:focus-visible`, GlobalStyle) for the keyboard; Radix's own focus()
 * then finds it focused already.
 */
export function TabsTrigger({ onMouseDown, disabled, ...props }: TabsTriggerProps) {
  function handleMouseDown(event: MouseEvent<HTMLButtonElement>) {
    onMouseDown?.(event);
    if (!disabled && event.button === 0 && !event.ctrlKey) {
      event.currentTarget.focus({ focusVisible: false });
    }
  }
  return <StyledTabsTrigger {...props} disabled={disabled} onMouseDown={handleMouseDown} />;
}

export const TabsContent = styled(RadixTabs.Content)`
  margin-top: ${({ theme }) => theme.space(6)};

  &:focus-visible {
    outline-offset: 4px;
  }
`;
