import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { styled } from 'styled-components';

/** Spec section 4: tooltips open after 700 ms of hover; moving between them skips the delay for 300 ms. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export interface TooltipProviderProps {
  children: ReactNode;
}

/**
 * Shares the delays among the tooltips inside it. Pages that use tooltips wrap their content in
 * one (not the app root: its positioning engine would weigh on every page that shows none).
 */
export function TooltipProvider({ children }: TooltipProviderProps) {
  return (
    <RadixTooltip.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      {children}
    </RadixTooltip.Provider>
  );
}

const StyledContent = styled(RadixTooltip.Content)`
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: 280px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.night};
  color: ${({ theme }) => theme.color.onNight};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const StyledArrow = styled(RadixTooltip.Arrow)`
  fill: ${({ theme }) => theme.color.night};
`;

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link) that the tooltip describes. */
  children: ReactElement;
}

/** A short hint shown on hover and keyboard focus; it describes its trigger, never replaces its name. */
export function Tooltip({ content, children }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <StyledContent sideOffset={6}>
          {content}
          <StyledArrow />
        </StyledContent>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
