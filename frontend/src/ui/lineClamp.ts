import { css } from 'styled-components';

/**
 * Shows at most `lines` lines of text, the last ending in "…". The line height is set here and
 * the box's max-height is exactly that many lines, so the two cannot disagree: a clamped box
 * that a flex or grid parent stretches still shows no part of a line past the "…".
 */
export function lineClamp(lines: number, lineHeight: number) {
  return css`
    display: -webkit-box;
    overflow: hidden;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${lines};
    line-clamp: ${lines};
    line-height: ${lineHeight};
    max-height: calc(${lines * lineHeight} * 1em);
  `;
}
