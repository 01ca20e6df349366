import { createGlobalStyle } from 'styled-components';

/**
 * Local fonts sized to take the room of the web fonts (theme.font lists them second), for the
 * moment before Inter and Fraunces arrive: the fonts are not preloaded, so the first paint waits
 * for neither, and swapping them in moves no text. Measured in Chromium against Liberation Sans
 * and Liberation Serif, the metric twins of Arial and Times New Roman: widths of a line of the
 * site's copy at a phone's heading size, 40px (Inter 400; Fraunces 500, whose optical size makes
 * it wider there than at display sizes), heights from each web font's ascent and descent.
 */
const FALLBACK_FONTS = `
  @font-face {
    font-family: 'Inter Fallback';
    src: local('Arial'), local('Liberation Sans');
    size-adjust: 107.3%;
    ascent-override: 90.3%;
    descent-override: 22.5%;
    line-gap-override: 0%;
  }

  @font-face {
    font-family: 'Fraunces Fallback';
    src: local('Times New Roman'), local('Liberation Serif');
    size-adjust: 114%;
    ascent-override: 85.8%;
    descent-override: 22.4%;
    line-gap-override: 0%;
  }
`;

export const GlobalStyle = createGlobalStyle`
  ${FALLBACK_FONTS}

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-padding-top: ${({ theme }) => theme.layout.headerHeight};
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.color.paper};
    color: ${({ theme }) => theme.color.ink};
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: ${({ theme }) => theme.lineHeight.body};
    font-optical-sizing: auto;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  h1,
  h2,
  h3,
  h4 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-weight: 600;
    line-height: ${({ theme }) => theme.lineHeight.tight};
    letter-spacing: -0.01em;
    text-wrap: balance;
  }

  p {
    margin: 0;
    text-wrap: pretty;
  }

  a {
    color: inherit;
  }

  img,
  svg {
    display: block;
    max-width: 100%;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }

  ::selection {
    background: ${({ theme }) => theme.color.sandSoft};
    color: ${({ theme }) => theme.color.ink};
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }

    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
