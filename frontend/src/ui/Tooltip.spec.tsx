/** @jest-environment jsdom */
import '../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../testing/renderWithApp';
import { IconButton, IconLink } from './IconButton';
import { hoverDelay, TOOLTIP_DELAY_MS } from './Tooltip';

describe('hoverDelay', () => {
  it('waits the spec’s 700 ms before a first tooltip opens', () => {
    expect(hoverDelay(10_000, Number.NEGATIVE_INFINITY)).toBe(TOOLTIP_DELAY_MS);
    expect(TOOLTIP_DELAY_MS).toBe(700);
  });

  it('opens at once within 300 ms of the last one closing, and waits again after', () => {
    expect(hoverDelay(10_299, 10_000)).toBe(0);
    expect(hoverDelay(10_300, 10_000)).toBe(700);
  });
});

describe('IconButton and IconLink', () => {
  it('are named by their label, which their tooltip shows', () => {
    renderWithApp(
      <>
        <IconButton label="Close">×</IconButton>
        <IconLink label="Ada Lovelace on X (opens in a new tab)" href="https://x.com/ada">
          X
        </IconLink>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Close' }).getAttribute('type')).toBe('button');
    expect(
      screen
        .getByRole('link', { name: 'Ada Lovelace on X (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('https://x.com/ada');
  });

  it('keep the element’s own ref working under the tooltip', () => {
    let element: HTMLButtonElement | null = null;
    renderWithApp(
      <IconButton label="Next month" ref={(node) => void (element = node)}>
        ›
      </IconButton>,
    );
    expect(element).toBe(screen.getByRole('button', { name: 'Next month' }));
  });
});
