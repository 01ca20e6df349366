import { describe, expect, it } from '@jest/globals';
import { STREAMING, withDelta } from './generationState';

describe('withDelta', () => {
  it('appends plain text, and a draft’s content, to the text', () => {
    const state = withDelta(withDelta(STREAMING, { text: 'Hel' }), {
      text: 'lo',
      field: 'content',
    });
    expect(state.text).toBe('Hello');
  });

  it('appends a draft’s title and summary to their own fields', () => {
    let state = withDelta(STREAMING, { text: 'On ', field: 'title' });
    state = withDelta(state, { text: 'agents', field: 'title' });
    state = withDelta(state, { text: 'Short.', field: 'summary' });
    expect(state.fields).toEqual({ title: 'On agents', summary: 'Short.' });
    expect(state.text).toBe('');
  });
});
