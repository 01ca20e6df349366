import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { styled } from 'styled-components';

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

/** Where the trigger is on screen: Radix places the bubble against this box. */
const StyledAnchor = styled.span`
  position: fixed;
  pointer-events: none;
  visibility: hidden;
`;

export interface TooltipBubbleProps {
  id: string;
  /** The trigger's box when the tooltip opened (the bubble closes on scroll, so it stays true). */
  anchor: DOMRect;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The open tooltip, loaded on first use by Tooltip.tsx: Radix positions it (flipping at the
 * screen's edges), portals it above everything, and closes it on Escape or scroll.
 */
export function TooltipBubble({ id, anchor, onClose, children }: TooltipBubbleProps) {
  return (
    <RadixTooltip.Provider>
      <RadixTooltip.Root open onOpenChange={(open) => open || onClose()}>
        {createPortal(
          <RadixTooltip.Trigger asChild>
            <StyledAnchor
              aria-hidden="true"
              style={{
                top: anchor.top,
                left: anchor.left,
                width: anchor.width,
                height: anchor.height,
              }}
            />
          </RadixTooltip.Trigger>,
          document.body,
        )}
        <RadixTooltip.Portal>
          <StyledContent id={id} sideOffset={6}>
            {children}
            <StyledArrow />
          </StyledContent>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
