import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { lineClamp } from './lineClamp';
import { TextButton } from './TextButton';
import { VisuallyHidden } from './VisuallyHidden';

const StyledText = styled.p<{ $lines: number; $expanded: boolean }>`
  ${({ $lines, $expanded, theme }) =>
    $expanded ? `line-height: ${theme.lineHeight.body};` : lineClamp($lines, theme.lineHeight.body)}
`;

const StyledToggle = styled(TextButton)`
  align-self: flex-start;
  margin: ${({ theme }) => `-${theme.space(1)}`};
`;

/** Whether the text is cut (more lines than shown); jsdom has no layout and says no. */
function isCut(element: HTMLElement): boolean {
  return element.scrollHeight > element.clientHeight + 1;
}

export interface ClampedTextProps {
  /** How many lines show until the visitor asks for the rest. */
  lines: number;
  /** What the text is about, for screen readers: "Read more about {about}". */
  about: string;
  className?: string;
  children: ReactNode;
}

/**
 * A paragraph clamped to a few lines with a "Read more" button when (and only when) it is cut;
 * the button shows the whole text in place and turns into "Show less".
 */
export function ClampedText({ lines, about, className, children }: ClampedTextProps) {
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);
  const textRef = useRef<HTMLParagraphElement>(null);
  const textId = useId();

  useEffect(() => {
    const element = textRef.current;
    if (!element || expanded) return;
    const measure = () => setCut(isCut(element));
    // The observer reports the element's size once layout has run anyway (and again on every
    // change): measuring here instead would force a layout of the whole page in the middle of
    // hydration, once per clamped paragraph.
    if (typeof ResizeObserver === 'undefined') return measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, children]);

  return (
    <>
      <StyledText
        ref={textRef}
        id={textId}
        className={className}
        $lines={lines}
        $expanded={expanded}
      >
        {children}
      </StyledText>
      {(cut || expanded) && (
        <StyledToggle
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((now) => !now)}
        >
          {expanded ? 'Show less' : 'Read more'}
          <VisuallyHidden> about {about}</VisuallyHidden>
        </StyledToggle>
      )}
    </>
  );
}
