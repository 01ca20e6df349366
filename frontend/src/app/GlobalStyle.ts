import { createGlobalStyle } from 'styled-components';
import { HEADER_HEIGHT_PROPERTY } from '../ui/theme';

/**
 * Local fonts sized to take the room of the web fonts (theme.font lists them second), for the
 * moment before Inter and Fraunces arrive: the fonts are not preloaded, so the first paint waits
 * for neither, and swapping them in moves no text. Measured in Chromium against Liberation Sans
 * and Liberation Serif (the metric twins of Arial and Times New Roman), regular for the light
 * weights and bold for the heavy ones: widths of a line of the site's copy at a phone's heading
 * size, 40px (Fraunces's optical size makes it wider there than at display sizes); heights from
 * each web font's ascent and descent over that size.
 */
const LOCAL_FONTS = {
  Inter: {
    regular: ['Arial', 'Liberation Sans'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
  },
  Fraunces: {
    regular: ['Times New Roman', 'Liberation Serif'],
    bold: [
      'Times New Roman Bold',
      'TimesNewRomanPS-BoldMT',
      'Liberation Serif Bold',
      'LiberationSerif-Bold',
    ],
  },
} as const;

/** Family, weights, which local face; size adjust, ascent and descent override (percent). */
const FALLBACKS = [
  ['Inter', '100 500', 'regular', 107.3, 90.3, 22.5],
  ['Inter', '600 900', 'bold', 100.7, 96.2, 24],
  ['Fraunces', '100 500', 'regular', 114.4, 85.5, 22.3],
  ['Fraunces', '600 900', 'bold', 109.5, 89.3, 23.3],
] as const;

const FALLBACK_FONTS = FALLBACKS.map(
  ([family, weight, face, size, ascent, descent]) => `
  @font-face {
    font-family: '${family} Fallback';
    font-weight: ${weight};
    src: ${LOCAL_FONTS[family][face].map((name) => `local('${name}')`).join(', ')};
    size-adjust: ${size}%;
    ascent-override: ${ascent}%;
    descent-override: ${descent}%;
    line-gap-override: 0%;
  }`,
).join('');

export const GlobalStyle = createGlobalStyle`
  ${FALLBACK_FONTS}

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  /* An island of a pre-rendered public page (src/islands) wraps its part without a box of its own. */
  sandglass-island {
    display: contents;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-padding-top: var(${HEADER_HEIGHT_PROPERTY}, ${({ theme }) => theme.layout.headerHeight});
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
    /* A word longer than its line (a pasted address) breaks rather than overflowing. */
    overflow-wrap: break-word;
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
    /*
     * Names are headings (a company, a person, an article): one without a space breaks anywhere
     * it must, and so cannot widen its card, or the row around it, past a phone's screen.
     */
    overflow-wrap: anywhere;
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
