/**
 * What assistive technology reads for an element, for specs that assert text rather than only
 * find it: `getByRole(…, { name })` alone proves nothing more than that something matched.
 */
function textOfIds(ids: string | null): string {
  return (ids ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** The element's name from `aria-labelledby` (Radix dialogs' titles), else its `aria-label`. */
export function labelOf(element: Element): string {
  return (
    textOfIds(element.getAttribute('aria-labelledby')) || element.getAttribute('aria-label') || ''
  );
}

/** The hint and error text a field names in `aria-describedby`, in order ("" for none). */
export function descriptionOf(element: Element): string {
  return textOfIds(element.getAttribute('aria-describedby'));
}
