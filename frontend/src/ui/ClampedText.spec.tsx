/** @jest-environment jsdom */
import '../testing/domGlobals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../testing/renderWithApp';
import { ClampedText } from './ClampedText';

/** jsdom has no layout: say how tall the text is, and how tall its clamped box. */
function layout(scrollHeight: number, clientHeight: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

function renderText(text: string) {
  return renderWithApp(
    <ClampedText lines={4} about="Clausewise">
      {text}
    </ClampedText>,
  );
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ClampedText', () => {
  it('offers Read more when the text is cut, and shows it all in place', () => {
    layout(200, 100);
    renderText('A long description');
    const toggle = screen.getByRole('button', { name: 'Read more about Clausewise' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(
      screen.getByText('A long description').getAttribute('id'),
    );

    fireEvent.click(toggle);
    expect(
      screen
        .getByRole('button', { name: 'Show less about Clausewise' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('offers nothing when the whole text fits', () => {
    layout(100, 100);
    renderText('A short description');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
