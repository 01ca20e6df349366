import {
  cloneElement,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useState,
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
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const bubbleId = useId();
  const childRef = children.props.ref;

  const handleRef = useCallback(
    (element: HTMLElement | null) => {
      setTrigger(element);
      assignRef(childRef, element);
    },
    [childRef],
  );

  const hide = useCallback(() => {
    setAnchor((current) => {
      if (current) lastClosedAt = Date.now();
      return null;
    });
  }, []);

  useEffect(() => {
    if (!trigger) return;
    const element = trigger;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => setAnchor(element.getBoundingClientRect());
    const close = () => {
      clearTimeout(timer);
      hide();
    };
    const handleEnter = (event: globalThis.PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      void loadBubble();
      clearTimeout(timer);
      timer = setTimeout(show, hoverDelay(Date.now()));
    };
    const handleFocus = () => {
      if (!element.matches(':focus-visible')) return;
      void loadBubble();
      show();
    };
    element.addEventListener('pointerenter', handleEnter);
    element.addEventListener('pointerleave', close);
    element.addEventListener('pointerdown', close);
    element.addEventListener('focus', handleFocus);
    element.addEventListener('blur', close);
    return () => {
      clearTimeout(timer);
      element.removeEventListener('pointerenter', handleEnter);
      element.removeEventListener('pointerleave', close);
      element.removeEventListener('pointerdown', close);
      element.removeEventListener('focus', handleFocus);
      element.removeEventListener('blur', close);
    };
  }, [trigger, hide]);

  const describedBy = [children.props['aria-describedby'], anchor && bubbleId]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      {cloneElement(children, {
        ref: handleRef,
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
