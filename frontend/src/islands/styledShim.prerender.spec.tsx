/** @jest-environment jsdom */
import '../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import * as real from 'styled-components';
import * as shim from './styledShim';

/**
 * The islands' pre-renderer writes a page with the stand-in for styled-components, and the
 * browser hydrates it with the same: the CSS must be what styled-components would have written,
 * and hydrating must find every rule it needs already on the page, making none (its own module
 * here: the browser reads the page's rules once, at its first rule).
 */
const theme = { ink: '#141a2b', sand: '#e0ae52' };
type Theme = typeof theme;

/* eslint-disable @typescript-eslint/no-explicit-any -- one definition, built with both APIs */
function components({ styled, css, keyframes }: typeof shim) {
  const pulse = keyframes`
    from { opacity: 1; }
    to { opacity: 0.5; }
  `;
  const Card = (styled as any).article`
    color: ${({ theme }: { theme: Theme }) => theme.ink};
    ${({ $open }: { $open?: boolean }) =>
      $open &&
      css`
        outline: 2px solid ${({ theme }: { theme: Theme }) => theme.sand};
        animation: ${pulse} 1s;
      `}
  `;
  const Title = (styled as any).h2`
    margin: 0;
    ${Card}:hover & {
      text-decoration: underline;
    }
  `;
  return { Card, Title };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

function page(api: typeof shim, open: boolean) {
  const { Card, Title } = components(api);
  return (
    <api.ThemeProvider theme={theme}>
      <Card $open={open}>
        <Title>Acme</Title>
      </Card>
    </api.ThemeProvider>
  );
}

/** CSS text as the browser reads it, without styled-components' own bookkeeping rules. */
function rulesOf(css: string): string[] {
  const element = document.createElement('style');
  element.textContent = css;
  document.head.append(element);
  const rules = [...element.sheet!.cssRules].map((rule) => rule.cssText);
  element.remove();
  return rules.filter((rule) => !rule.startsWith('data-styled'));
}

/** Every generated name replaced by its order of appearance (the two APIs name differently). */
function renamed(html: string, rules: string[]) {
  const generated = new Set(
    [...html.matchAll(/class="([^"]*)"/g)]
      .flatMap((match) => match[1]!.split(' '))
      .concat(
        rules
          .flatMap((rule) => [...rule.matchAll(/\.([\w-]+)|@keyframes ([\w-]+)/g)])
          .map((m) => m[1] ?? m[2]!),
      ),
  );
  const names = new Map<string, string>();
  const rename = (text: string) =>
    text.replace(/[\w-]+/g, (word) =>
      generated.has(word)
        ? (names.get(word) ?? names.set(word, `n${names.size}`).get(word)!)
        : word,
    );
  return { html: rename(html), rules: rules.map(rename) };
}

describe('the islands’ pre-rendered styles', () => {
  it('are the rules styled-components pre-renders, in its order', () => {
    const sheet = new real.ServerStyleSheet();
    const expectedHtml = renderToString(
      sheet.collectStyles(page(real as unknown as typeof shim, true)),
    );
    const expected = renamed(expectedHtml, rulesOf(sheet.instance.toString()));
    sheet.seal();
    const { result, css } = shim.collectStyles(() => renderToString(page(shim, true)));
    const actual = renamed(result, rulesOf(css));
    expect(actual.html).toBe(expected.html);
    expect(actual.rules).toEqual(expected.rules);
  });

  it('hydrate without making a rule, and make only the new ones once drawn differently', () => {
    // As the gateway serves it: the page's rules in <style data-prerendered>, then its HTML.
    const { result: html, css } = shim.collectStyles(() => renderToString(page(shim, false)));
    const prerendered = document.createElement('style');
    prerendered.dataset.prerendered = '';
    prerendered.textContent = css;
    document.head.append(prerendered);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const islandRules = () =>
      [
        ...(document.querySelector<HTMLStyleElement>('style[data-island-styles]')?.sheet
          ?.cssRules ?? []),
      ].map((rule) => rule.cssText);

    let root!: Root;
    act(() => {
      root = hydrateRoot(container, page(shim, false));
    });
    expect(container.innerHTML).toBe(html);
    expect(islandRules()).toEqual([]);

    act(() => root.render(page(shim, true)));
    const made = islandRules();
    // The open card's class and its keyframes; nothing the page already had.
    expect(made).toHaveLength(2);
    expect(made.some((rule) => rule.startsWith('@keyframes'))).toBe(true);
    for (const rule of made) expect(rulesOf(css)).not.toContain(rule);
    act(() => root.unmount());
  });
});
