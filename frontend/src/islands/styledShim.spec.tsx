/** @jest-environment jsdom */
import '../testing/domGlobals';
import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import * as real from 'styled-components';
import * as shim from './styledShim';

/**
 * The islands' stand-in for styled-components must style an island exactly as the library does:
 * the same components, defined once with each, must draw the same elements with the same rules
 * (class names aside), in the same order.
 */
type Api = Pick<typeof shim, 'styled' | 'css' | 'keyframes' | 'ThemeProvider'>;

const theme = {
  color: { ink: '#141a2b', sand: '#e0ae52' },
  space: (n: number) => `${n * 0.25}rem`,
  media: { md: '@media (min-width: 48em)' },
};
type Theme = typeof theme;

/* eslint-disable @typescript-eslint/no-explicit-any -- one definition, built with both APIs */
function components({ styled, css, keyframes }: Api) {
  const spin = keyframes`
    from { transform: rotate(0deg); }
    to { transform: rotate(360deg); }
  `;
  const Base = (styled as any).a`
    // a line comment, dropped
    color: ${({ theme }: { theme: Theme }) => theme.color.ink};
    padding: ${({ theme }: { theme: Theme }) => theme.space(2)} ${({ theme }: { theme: Theme }) => theme.space(4)};
    &:hover,
    &:focus-visible {
      color: ${({ theme }: { theme: Theme }) => theme.color.sand};
    }
    ${({ theme }: { theme: Theme }) => theme.media.md} {
      padding: 0;
    }
    ${({ $open }: { $open?: boolean }) =>
      $open &&
      css`
        display: block;
        animation: ${spin} 1s linear infinite;
        & > span {
          opacity: ${({ $level }: { $level?: number }) => $level ?? 1};
        }
      `}
  `;
  const Extended = (styled as any)(Base)`
    color: red;
    && {
      margin: 0;
    }
  `;
  const Hint = (styled as any).span.attrs({ 'aria-hidden': true, className: 'hint' })`
    margin-left: ${({ theme }: { theme: Theme }) => theme.space(1)};
  `;
  return { Base, Extended, Hint };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The rules the style elements hold, as the browser reads them. */
function rulesOf(selector: string): string[] {
  const sheets = [...document.querySelectorAll<HTMLStyleElement>(selector)];
  return sheets.flatMap((element) => [...element.sheet!.cssRules].map((rule) => rule.cssText));
}

/**
 * Draws the tree with one API and gives back its markup and its rules, every generated name (a
 * class, a keyframes name) replaced by its order of appearance: the two APIs name things
 * differently, the rest must be the same.
 */
function draw(api: Api, sheet: string, tree: Tree) {
  const defined = components(api);
  const { container } = render(
    <api.ThemeProvider theme={theme}>{tree(defined, api)}</api.ThemeProvider>,
  );
  const html = container.innerHTML;
  // Each library keeps what it inserted for earlier cases: only the rules for this case's
  // classes (and the keyframes they name) are compared, in the sheet's order.
  const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ')));
  const all = rulesOf(sheet);
  const styling = all.filter((rule) =>
    [...rule.matchAll(/\.([\w-]+)/g)].some((match) => classes.has(match[1]!)),
  );
  const rules = all
    .filter((rule) => {
      if (styling.includes(rule)) return true;
      const frames = /^@keyframes ([\w-]+)/.exec(rule)?.[1];
      return frames !== undefined && styling.some((used) => used.includes(frames));
    })
    .join('\n');
  const names = new Map<string, string>();
  const generated = new Set(
    [...html.matchAll(/class="([^"]*)"/g)]
      .flatMap((match) => match[1]!.split(' '))
      .concat([...rules.matchAll(/@keyframes ([\w-]+)/g)].map((match) => match[1]!))
      .filter((name) => name !== 'hint'),
  );
  const rename = (text: string) =>
    text.replace(/[\w-]+/g, (word) =>
      generated.has(word)
        ? (names.get(word) ?? names.set(word, `n${names.size}`).get(word)!)
        : word,
    );
  cleanup();
  return { html: rename(html), rules: rename(rules).split('\n') };
}

afterEach(cleanup);

/** A theme made from the outer one, as ui/Surface.tsx's NightSurface makes its own. */
const darker = ((outer: Theme) => ({
  ...outer,
  color: { ...outer.color, ink: '#000' },
})) as unknown as Parameters<Api['ThemeProvider']>[0]['theme'];

type Tree = (defined: ReturnType<typeof components>, api: Api) => ReactElement;

const cases: [string, Tree][] = [
  [
    'a plain component with nesting, a media query and a comment',
    ({ Base }) => <Base href="/x">Go</Base>,
  ],
  [
    'a prop that adds a css block with keyframes and a nested prop',
    ({ Base }) => (
      <Base href="/x" $open $level={0.5}>
        <span>Go</span>
      </Base>
    ),
  ],
  ['an extension, after what it extends, with &&', ({ Extended }) => <Extended href="/y" />],
  [
    'components drawn in another order than they were made, their rules in the order made',
    ({ Base, Hint }) => (
      <>
        <Hint>i</Hint>
        <Base href="/z">Go</Base>
      </>
    ),
  ],
  [
    'themes given as a function of the outer one, and laid over it',
    ({ Base }, { ThemeProvider }) => (
      <ThemeProvider theme={darker}>
        <ThemeProvider theme={{ space: (n: number) => `${n}px` }}>
          <Base href="/t">Go</Base>
        </ThemeProvider>
      </ThemeProvider>
    ),
  ],
  ['attrs and another element through as', ({ Hint }) => <Hint as="em">i</Hint>],
];

describe('the islands’ stand-in for styled-components', () => {
  // First: the style element is made, with the page's nonce, at the first rule.
  it('passes no transient prop to the element, and the nonce to its style element', () => {
    globalThis.__webpack_nonce__ = 'abc123';
    const { Base } = components(shim);
    const { container } = render(
      <shim.ThemeProvider theme={theme}>
        <Base href="/x" $open={false} $level={2}>
          Go
        </Base>
      </shim.ThemeProvider>,
    );
    expect(container.innerHTML).not.toMatch(/open|level/);
    expect(document.querySelector<HTMLStyleElement>('style[data-island-styles]')?.nonce).toBe(
      'abc123',
    );
    globalThis.__webpack_nonce__ = undefined;
  });

  it.each(cases)('draws %s as styled-components does', (_name, tree) => {
    const expected = draw(real as unknown as Api, 'style[data-styled]', tree);
    const actual = draw(shim, 'style[data-island-styles]', tree);
    expect(actual.html).toBe(expected.html);
    expect(actual.rules).toEqual(expected.rules);
  });
});
