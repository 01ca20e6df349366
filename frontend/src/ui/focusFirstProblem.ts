/**
 * After a submit that found problems: focuses the first field (in the form's own order, skipping
 * disabled ones, which cannot take focus) whose name has one, so the keyboard and the screen reader land on it, and the browser scrolls it
 * into view below the sticky header (controls carry a scroll margin, see FormField). Every form
 * uses this, so they all behave alike. Returns whether a field was focused.
 */
export function focusFirstProblem(
  form: HTMLFormElement,
  problems: Readonly<Record<string, unknown>>,
): boolean {
  const first = Array.from(form.elements).find(
    (element): element is HTMLInputElement =>
      'name' in element &&
      typeof element.name === 'string' &&
      Boolean(problems[element.name]) &&
      !(element as HTMLInputElement).disabled &&
      element instanceof HTMLElement,
  );
  first?.focus();
  return first !== undefined;
}
