import { css, type DefaultTheme } from 'styled-components';

const state = (colors: DefaultTheme['toggle']['off']) => css`
  border-color: ${colors.border};
  background: ${colors.background};
  color: ${colors.text};
`;

/**
 * The colours of a toggle button (aria-pressed) in every state, from the theme's `toggle`:
 * off, pressed, each hovered, and disabled. Pressed-and-hovered has its own rule, so hovering a
 * pressed toggle never takes the off state's light fill under the pressed state's light text.
 * Every toggle uses this (the platform toggles, FilterButtons), so they all behave alike.
 */
export const toggleStyles = css`
  border: 1px solid;
  ${({ theme }) => state(theme.toggle.off)}

  &:hover:not(:disabled) {
    ${({ theme }) => state(theme.toggle.offHover)}
  }

  &[aria-pressed='true'] {
    ${({ theme }) => state(theme.toggle.on)}
  }

  &[aria-pressed='true']:hover:not(:disabled) {
    ${({ theme }) => state(theme.toggle.onHover)}
  }

  &:disabled {
    cursor: not-allowed;
    ${({ theme }) => state(theme.toggle.disabled)}
  }
`;
