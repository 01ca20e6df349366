import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { keyframes, styled } from 'styled-components';
import { IconButton } from './IconButton';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const StyledOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.color.scrim};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ease-out;
`;

const widths = { md: '480px', lg: '880px', xl: '1120px' } as const;

export type DialogSize = keyof typeof widths;

const StyledContent = styled(RadixDialog.Content)<{ $size: DialogSize }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  width: min(92vw, ${({ $size }) => widths[$size]});
  max-height: 85vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space(8)};
  }
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  transform: translate(-50%, -50%);
  animation: ${popIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  &:focus {
    outline: none;
  }
`;

const StyledTitle = styled(RadixDialog.Title)`
  padding-right: ${({ theme }) => theme.space(8)};
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

const StyledDescription = styled(RadixDialog.Description)`
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.inkMuted};
`;

const StyledCloseIcon = styled(IconButton)`
  position: absolute;
  top: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  font-size: ${({ theme }) => theme.fontSize.xl};
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

const StyledBody = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface DialogProps {
  /** The element that opens the dialog (rendered as the trigger itself); leave out when controlled. */
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  /** Actions under the description, e.g. a link and a close button, or a form. */
  children?: ReactNode;
  /** Controlled use: whether it is open, and what to do when it asks to open or close. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** `lg` for forms with many fields, `xl` for an editor with a preview beside it. */
  size?: DialogSize;
  /** Off for forms, so a stray click beside the dialog does not throw away what was typed. */
  closeOnOutsideClick?: boolean;
}

function keepOpen(event: Event) {
  event.preventDefault();
}

/** A modal dialog: focus moves in and is trapped, Escape or the close button returns it. */
export function Dialog({
  trigger,
  title,
  description,
  children,
  open,
  onOpenChange,
  size = 'md',
  closeOnOutsideClick = true,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <StyledOverlay />
        <StyledContent $size={size} onInteractOutside={closeOnOutsideClick ? undefined : keepOpen}>
          <StyledTitle>{title}</StyledTitle>
          <StyledDescription>{description}</StyledDescription>
          {children && <StyledBody>{children}</StyledBody>}
          <RadixDialog.Close asChild>
            <StyledCloseIcon label="Close">
              <span aria-hidden="true">×</span>
            </StyledCloseIcon>
          </RadixDialog.Close>
        </StyledContent>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wraps a button inside a Dialog's actions so that it closes the dialog. */
export const DialogClose = RadixDialog.Close;
