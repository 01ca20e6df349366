import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { css, keyframes, styled } from 'styled-components';
import { IconButton } from './IconButton';
import {
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  toastStore,
  type ToastItem,
  type ToastVariant,
} from './toastStore';

const slideIn = keyframes`
  from { transform: translateY(12px); opacity: 0; }
  to { transform: translateY(0); opacity: 1; }
`;

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

/** Top of the screen on small screens, bottom-right from `sm` up (spec "Shared elements"). */
const StyledViewport = styled(RadixToast.Viewport)`
  position: fixed;
  top: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  max-width: 100vw;
  max-height: 100vh;
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  list-style: none;
  outline: none;

  ${({ theme }) => theme.media.sm} {
    top: auto;
    bottom: 0;
    max-width: ${({ theme }) => theme.toast.maxWidth};
  }
`;

const variantStyles: Record<ToastVariant, ReturnType<typeof css>> = {
  default: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    border-color: ${({ theme }) => theme.color.line};
    border-left: 4px solid ${({ theme }) => theme.color.sandDeep};
  `,
  destructive: css`
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.surface};
    border-color: ${({ theme }) => theme.color.danger};
  `,
};

const StyledToast = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  ${({ $variant }) => variantStyles[$variant]}

  &[data-state='open'] {
    animation: ${slideIn} ${({ theme }) => theme.motion.normal}
      ${({ theme }) => theme.motion.easing};
  }

  &[data-state='closed'] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.fast} ease-in forwards;
  }

  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }

  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform ${({ theme }) => theme.motion.normal} ease-out;
  }

  &[data-swipe='end'] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.fast} ease-out forwards;
  }
`;

const StyledTitle = styled(RadixToast.Title)`
  font-weight: 600;
`;

const StyledDescription = styled(RadixToast.Description)`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  opacity: 0.9;
`;

const StyledClose = styled(IconButton)`
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: 1;
  cursor: pointer;
  opacity: 0.8;

  &:hover {
    opacity: 1;
  }
`;

function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
}

/** Renders the toasts raised with `toast()`; mount once, next to the router. */
export function Toaster() {
  const toasts = useToasts();

  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, variant, open }) => (
        <StyledToast
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) toastStore.dismiss(id);
          }}
          $variant={variant}
          type={variant === 'destructive' ? 'foreground' : 'background'}
        >
          <div>
            <StyledTitle>{title}</StyledTitle>
            {description && <StyledDescription>{description}</StyledDescription>}
          </div>
          <RadixToast.Close asChild>
            <StyledClose label="Close">
              <span aria-hidden="true">×</span>
            </StyledClose>
          </RadixToast.Close>
        </StyledToast>
      ))}
      <StyledViewport />
    </RadixToast.Provider>
  );
}
