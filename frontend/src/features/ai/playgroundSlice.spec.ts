import { describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import type { AiStreamDone } from '@sandglass/shared';
import { sessionEnded } from '../../lib/sessionSlice';
import {
  playgroundSlice,
  formChanged,
  generationReopened,
  KEPT_MAX,
  runDelta,
  runFailed,
  runFinished,
  runStarted,
  runStopped,
  selectIsKept,
  tabChosen,
} from './playgroundSlice';

function aDone(id: string, insight: string): AiStreamDone<unknown> {
  return {
    id,
    model: 'openai/gpt-4o-mini',
    result: { insight },
    usage: { inputTokens: 10, outputTokens: 20, cost: 0.0001 },
    latencyMs: 1200,
  };
}

function storeWithPrompt(prompt: string) {
  const store = configureStore({ reducer: { playground: playgroundSlice.reducer } });
  store.dispatch(formChanged({ endpoint: 'insight', values: { prompt } }));
  return store;
}

const run = { endpoint: 'insight', runId: 'insight-1' } as const;

describe('the playground slice', () => {
  it('streams a run in, then keeps the answer with the form as it was sent', () => {
    const store = storeWithPrompt('Where is legal AI heading?');
    store.dispatch(runStarted(run));
    store.dispatch(formChanged({ endpoint: 'insight', values: { prompt: 'Edited meanwhile' } }));
    store.dispatch(runDelta({ ...run, delta: { text: 'Towards ' } }));
    store.dispatch(runDelta({ ...run, delta: { text: 'agents.' } }));
    expect(store.getState().playground.runs.insight).toMatchObject({
      status: 'streaming',
      text: 'Towards agents.',
    });
    store.dispatch(runFinished({ ...run, done: aDone('gen-1', 'Towards agents.') }));
    const { runs, kept } = store.getState().playground;
    expect(runs.insight).toMatchObject({ status: 'done', runId: null });
    expect(kept).toEqual([
      {
        endpoint: 'insight',
        form: { prompt: 'Where is legal AI heading?', context: '' },
        done: aDone('gen-1', 'Towards agents.'),
      },
    ]);
  });

  it('drops the news of a run that a newer one replaced', () => {
    const store = storeWithPrompt('First');
    store.dispatch(runStarted(run));
    store.dispatch(runStarted({ endpoint: 'insight', runId: 'insight-2' }));
    store.dispatch(runDelta({ ...run, delta: { text: 'stale' } }));
    store.dispatch(runFailed({ ...run, error: { status: 500 } }));
    expect(store.getState().playground.runs.insight).toMatchObject({
      status: 'streaming',
      text: '',
      runId: 'insight-2',
    });
  });

  it('keeps what arrived when stopped', () => {
    const store = storeWithPrompt('Stop me');
    store.dispatch(runStarted(run));
    store.dispatch(runDelta({ ...run, delta: { text: 'Half an' } }));
    store.dispatch(runStopped(run));
    expect(store.getState().playground.runs.insight).toMatchObject({
      status: 'stopped',
      text: 'Half an',
    });
    expect(store.getState().playground.kept).toEqual([]);
  });

  it('reopens a kept generation in its tab, form and answer as they were', () => {
    const store = storeWithPrompt('Where is legal AI heading?');
    store.dispatch(runStarted(run));
    store.dispatch(runFinished({ ...run, done: aDone('gen-1', 'Towards agents.') }));
    store.dispatch(formChanged({ endpoint: 'insight', values: { prompt: 'Something else' } }));
    store.dispatch(runStarted({ endpoint: 'insight', runId: 'insight-2' }));
    store.dispatch(tabChosen('blog-content'));

    store.dispatch(generationReopened('gen-1'));
    const state = store.getState().playground;
    expect(state.tab).toBe('insight');
    expect(state.forms.insight.prompt).toBe('Where is legal AI heading?');
    expect(state.runs.insight).toMatchObject({
      status: 'done',
      runId: null,
      done: aDone('gen-1', 'Towards agents.'),
    });
  });

  it(`keeps at most ${KEPT_MAX} generations, the newest`, () => {
    const store = storeWithPrompt('Again');
    for (let i = 0; i <= KEPT_MAX; i += 1) {
      const ref = { endpoint: 'insight', runId: `insight-${i}` } as const;
      store.dispatch(runStarted(ref));
      store.dispatch(runFinished({ ...ref, done: aDone(`gen-${i}`, 'Answer') }));
    }
    expect(store.getState().playground.kept).toHaveLength(KEPT_MAX);
    expect(selectIsKept(store.getState(), 'gen-0')).toBe(false);
    expect(selectIsKept(store.getState(), `gen-${KEPT_MAX}`)).toBe(true);
  });

  it('forgets everything when the person signs out', () => {
    const store = storeWithPrompt('Private question');
    store.dispatch(runStarted(run));
    store.dispatch(runFinished({ ...run, done: aDone('gen-1', 'Private answer') }));
    store.dispatch(sessionEnded());
    const state = store.getState().playground;
    expect(state.forms.insight.prompt).toBe('');
    expect(state.runs.insight.status).toBe('idle');
    expect(state.kept).toEqual([]);
  });
});
