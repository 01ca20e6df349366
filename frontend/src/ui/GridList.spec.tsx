/** @jest-environment jsdom */
import '../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import { renderWithApp } from '../testing/renderWithApp';
import { GridList } from './GridList';

/** The CSS styled-components put in the document's <style> elements. */
function documentCss(): string {
  return [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
}

describe('GridList', () => {
  it('adds columns at each named width, narrowest first, and none on phones', () => {
    renderWithApp(
      <GridList $columns={{ lg: 4, sm: 2 }} $gap={5}>
        <li>One</li>
      </GridList>,
    );
    const css = documentCss();
    const small = css.indexOf('@media (min-width: 640px){.');
    const large = css.indexOf('@media (min-width: 1024px){.');
    expect(small).toBeGreaterThanOrEqual(0);
    expect(large).toBeGreaterThan(small);
    expect(css.slice(small, large)).toContain('grid-template-columns:repeat(2, minmax(0, 1fr))');
    expect(css.slice(large)).toContain('grid-template-columns:repeat(4, minmax(0, 1fr))');
    expect(css).not.toContain('min-width: 768px');
  });
});
