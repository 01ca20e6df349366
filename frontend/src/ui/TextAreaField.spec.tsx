/** @jest-environment jsdom */
import '../testing/domGlobals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { description } from '../testing/description';
import { renderWithApp } from '../testing/renderWithApp';
import { COUNT_ANNOUNCE_DELAY_MS } from './FormField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

function Prompt() {
  const [value, setValue] = useState('');
  return (
    <TextAreaField
      label="Prompt"
      hint="Press Ctrl+Enter to generate."
      maxLength={100}
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

const liveRegion = () => document.querySelector('[aria-live="polite"]')!;

describe('the character count of a field with a limit', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('stays hidden until the text nears the limit, then shows and describes the field', () => {
    renderWithApp(<Prompt />);
    const prompt = screen.getByLabelText('Prompt');
    fireEvent.change(prompt, { target: { value: 'x'.repeat(89) } });
    expect(screen.queryByText(/of 100 characters/)).toBeNull();

    fireEvent.change(prompt, { target: { value: 'x'.repeat(95) } });
    const count = screen.getByText('95 of 100 characters');
    expect(prompt.getAttribute('aria-describedby')?.split(' ')).toContain(count.id);
    expect(screen.getByText('Press Ctrl+Enter to generate.').id).not.toBe(count.id);
  });

  it('tells screen readers the room left politely, once typing pauses', () => {
    renderWithApp(<Prompt />);
    const prompt = screen.getByLabelText('Prompt');
    fireEvent.change(prompt, { target: { value: 'x'.repeat(95) } });
    expect(liveRegion().textContent).toBe('');
    act(() => jest.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS));
    expect(liveRegion().textContent).toBe('5 characters left.');

    fireEvent.change(prompt, { target: { value: 'x'.repeat(100) } });
    act(() => jest.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS));
    expect(liveRegion().textContent).toBe('Limit reached: 100 characters.');
  });

  it('counts a field whose text the input itself holds', () => {
    renderWithApp(<TextField label="First name" name="firstName" maxLength={10} />);
    const name = screen.getByLabelText('First name');
    fireEvent.change(name, { target: { value: 'Augustaaaa' } });
    expect(description(name)).toContain('10 of 10 characters');
  });

  it('shows no count on a field without a limit', () => {
    renderWithApp(<TextAreaField label="Notes" defaultValue={'x'.repeat(5000)} />);
    expect(screen.queryByText(/characters/)).toBeNull();
  });
});
