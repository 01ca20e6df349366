/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../../testing/renderWithApp';
import { PlaygroundForm } from './PlaygroundForm';

function renderForm({ disabled = false, isStreaming = false } = {}) {
  const onSubmit = jest.fn();
  renderWithApp(
    <PlaygroundForm
      label="AI Insights"
      submitLabel="Generate Insight"
      disabled={disabled}
      isStreaming={isStreaming}
      onStop={() => undefined}
      onSubmit={onSubmit}
    >
      <textarea aria-label="Prompt" />
    </PlaygroundForm>,
  );
  fireEvent.keyDown(screen.getByRole('textbox', { name: 'Prompt' }), {
    key: 'Enter',
    ctrlKey: true,
  });
  return onSubmit;
}

describe('PlaygroundForm', () => {
  it('submits with Ctrl+Enter when the input is complete', () => {
    expect(renderForm()).toHaveBeenCalledTimes(1);
  });

  it('does not submit incomplete input, even with Ctrl+Enter', () => {
    expect(renderForm({ disabled: true })).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Generate Insight' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('does not submit again while an answer streams, and offers Stop', () => {
    expect(renderForm({ isStreaming: true })).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Generating...' }).hasAttribute('disabled')).toBe(
      true,
    );
    screen.getByRole('button', { name: 'Stop' });
  });
});
