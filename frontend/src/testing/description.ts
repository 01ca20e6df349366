/**
 * The text a screen reader reads after a control's name: its `aria-describedby` elements' text,
 * in order. A field's error passes only when it is tied to that field, not merely on screen.
 */
export function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => element.ownerDocument.getElementById(id)?.textContent?.trim() ?? '')
    .join(' ');
}
