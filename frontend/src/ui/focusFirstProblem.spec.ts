/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { focusFirstProblem } from './focusFirstProblem';

function form(): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = `
    <input name="firstName" />
    <input name="email" />
    <textarea name="message"></textarea>
    <button type="submit">Send</button>`;
  document.body.replaceChildren(element);
  return element;
}

describe('focusFirstProblem', () => {
  it('focuses the first field with a problem in the form’s order, not the problems’ order', () => {
    const element = form();
    expect(focusFirstProblem(element, { message: 'Enter your message.', email: 'Enter…' })).toBe(
      true,
    );
    expect(document.activeElement?.getAttribute('name')).toBe('email');
  });

  it('passes over a disabled control of that name to the first one that can take focus', () => {
    const element = document.createElement('form');
    element.innerHTML = `
      <button type="button" name="platforms" disabled>Instagram</button>
      <button type="button" name="platforms">LinkedIn</button>`;
    document.body.replaceChildren(element);
    expect(focusFirstProblem(element, { platforms: 'Choose at least one platform.' })).toBe(true);
    expect(document.activeElement?.textContent).toBe('LinkedIn');
  });

  it('focuses nothing when no field has a problem', () => {
    const element = form();
    expect(focusFirstProblem(element, { message: undefined })).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});
