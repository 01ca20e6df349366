/**
 * An island's props, written beside it as a non-executing JSON block (CSP allows it: it is no
 * script) and read back by islands/main.tsx. Escaped as lib/pageData.tsx's block is.
 */
export const PROPS_ATTRIBUTE = 'data-island-props';

export function islandPropsScript(props: object | undefined): string {
  if (!props) return '';
  const json = JSON.stringify(props)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" ${PROPS_ATTRIBUTE}>${json}</script>`;
}

/** The props written before `island`; none when there are none or they cannot be read. */
export function readIslandProps(island: Element): object {
  const block = island.previousElementSibling;
  if (!block?.hasAttribute(PROPS_ATTRIBUTE)) return {};
  try {
    const props = JSON.parse(block.textContent ?? '') as unknown;
    return typeof props === 'object' && props !== null ? props : {};
  } catch {
    return {};
  }
}
