import {
  cloneElement,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

/** Spec section 4: tooltips open after 700 ms of hover; moving between them skips the delay for 300 ms. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const loadBubble = () => import('./TooltipBubble');
const TooltipBubble = lazy(() =>
  loadBubble().then((module) => ({ default: module.TooltipBubble })),
);

/** When the last tooltip closed: shared by every tooltip, so moving between them skips the delay. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/** How long a hover waits before its tooltip opens, given when the last one closed. */
export function hoverDelay(now: number, closedAt = lastClosedAt): number {
  return now - closedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
}

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link) that the tooltip describes; it keeps its own DOM. */
  children: ReactElement<TriggerProps>;
}

/**
 * A short hint shown on hover (after the spec's delay) and on keyboard focus; Escape, a press,
 * leaving or blurring closes it. It describes its trigger, never replaces its name.
 *
 * The trigger is the child element itself, rendered from the first paint (and pre-rendered): no
 * wrapper, nothing remounted. The bubble (Radix Tooltip, with its positioning engine) is fetched
 * only when someone points at or focuses a trigger, so pages pay for it only when it is used.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const bubbleId = useId();
  const childProps = children.props;

  const show = useCallback(() => {
    clearTimeout(timer.current);
    if (triggerRef.current) setAnchor(triggerRef.current.getBoundingClientRect());
  }, []);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setAnchor((current) => {
      if (current) lastClosedAt = Date.now();
      return null;
    });
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  function handlePointerEnter(event: PointerEvent<HTMLElement>) {
    childProps.onPointerEnter?.(event);
    if (event.pointerType !== 'mouse') return;
    void loadBubble();
    clearTimeout(timer.current);
    timer.current = setTimeout(show, hoverDelay(Date.now()));
  }

  function handlePointerLeave(event: PointerEvent<HTMLElement>) {
    childProps.onPointerLeave?.(event);
    hide();
  }

  function handlePointerDown(event: PointerEvent<HTMLElement>) {
    childProps.onPointerDown?.(event);
    hide();
  }

  function handleFocus(event: FocusEvent<HTMLElement>) {
    childProps.onFocus?.(event);
    if (event.currentTarget.matches(':focus-visible')) {
      void loadBubble();
      show();
    }
  }

  function handleBlur(event: FocusEvent<HTMLElement>) {
    childProps.onBlur?.(event);
    hide();
  }

  function setTrigger(element: HTMLElement | null) {
    triggerRef.current = element;
    assignRef(childProps.ref, element);
  }

  const describedBy = [childProps['aria-describedby'], anchor && bubbleId]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      {cloneElement(children, {
        ref: setTrigger,
        onPointerEnter: handlePointerEnter,
        onPointerLeave: handlePointerLeave,
        onPointerDown: handlePointerDown,
        onFocus: handleFocus,
        onBlur: handleBlur,
        'aria-describedby': describedBy || undefined,
      })}
      {anchor && (
        <Suspense fallback={null}>
          <TooltipBubble id={bubbleId} anchor={anchor} onClose={hide}>
            {content}
          </TooltipBubble>
        </Suspense>
      )}
    </>
  );
}
