import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';

/**
 * True while the browser's first render attaches to the pre-rendered page (start.tsx sets it,
 * the app's first effect clears it): only then is there server HTML a section can leave as it is.
 */
let hydrating = false;

export function startHydrating(): void {
  hydrating = true;
}

export function hydrated(): void {
  hydrating = false;
}

interface Gate {
  opened: boolean;
  promise: Promise<void>;
  open: () => void;
}

function createGate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  const gate: Gate = {
    opened: false,
    promise,
    open: () => {
      gate.opened = true;
      open();
    },
  };
  return gate;
}

function Gated({ gate, children }: { gate: Gate | undefined; children: ReactNode }) {
  if (gate && !gate.opened) use(gate.promise);
  return children;
}

/**
 * With `offscreenHeight`, the browser skips laying out and painting the section while it is off
 * screen (taking that height for it until it has been drawn once), which shortens the work
 * before the first paint. Only for a section whose height is roughly known: an empty one would
 * hold the space.
 */
const StyledDeferred = styled.div<{ $offscreenHeight?: string }>`
  ${({ $offscreenHeight }) =>
    $offscreenHeight &&
    `content-visibility: auto;
    contain-intrinsic-size: auto ${$offscreenHeight};`}
`;

/** How far below the screen a section starts hydrating, so it is live before it is seen. */
export const AHEAD = '300px';

/**
 * A section below the fold of a pre-rendered page: it keeps the server's HTML (painted, links
 * working) and hydrates only when it comes near the screen, so starting the app is a short
 * task instead of one long one over the whole page. React hydrates it at once when it is clicked
 * or typed in before that. Rendered in the browser any other way (a navigation), it is an
 * ordinary section. On a page of islands (src/islands) the islands inside it wait the same way.
 */
export interface HydrateWhenVisibleProps {
  children: ReactNode;
  /** About how tall the section is (a CSS length), to skip drawing it while off screen. */
  offscreenHeight?: string;
}

export function HydrateWhenVisible({ children, offscreenHeight }: HydrateWhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => (hydrating ? createGate() : undefined));
  const [firstChildren] = useState(children);
  // Rendered again with new children (a navigation or a filter re-renders the layout), the
  // section hydrates now: left waiting for the screen, it would hold that update, and with it
  // every navigation, until the visitor scrolled to it.
  if (gate && !gate.opened && children !== firstChildren) gate.open();

  useEffect(() => {
    const element = ref.current;
    if (!gate || gate.opened || !element) return;
    if (typeof IntersectionObserver === 'undefined') return gate.open();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate]);

  return (
    <StyledDeferred ref={ref} $offscreenHeight={offscreenHeight} data-hydrate-when-visible="">
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </StyledDeferred>
  );
}
