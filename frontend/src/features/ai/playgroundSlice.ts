import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AiStreamDelta, AiStreamDone, BlogCategoryId } from '@sandglass/shared';
import { sessionEnded } from '../../lib/sessionSlice';
import type { PlaygroundEndpoint } from './aiApi';
import { IDLE, STREAMING, withDelta, type GenerationState } from './generationState';

/** What each tab's form holds, as typed (trimmed only when sent). */
export interface PlaygroundForms {
  insight: { prompt: string; context: string };
  'company-analysis': { name: string; description: string; category: string; tags: string };
  'blog-content': { topic: string; category: BlogCategoryId | '' };
}

/**
 * A tab's latest run: `runId` names the run whose pieces still count (null once it ended), and
 * `form` is what was asked, kept with the answer when it finishes.
 */
export interface PlaygroundRun<
  E extends PlaygroundEndpoint = PlaygroundEndpoint,
> extends GenerationState {
  runId: string | null;
  form: PlaygroundForms[E] | null;
}

/** A finished generation as it was asked and answered, to be opened again from the history. */
export type KeptGeneration = {
  [E in PlaygroundEndpoint]: { endpoint: E; form: PlaygroundForms[E]; done: AiStreamDone<unknown> };
}[PlaygroundEndpoint];

/**
 * The playground as the person left it: the tab, the model, what they typed and the answers, so
 * coming back to the page shows them again. The server keeps no prompt or answer text (only
 * what a generation cost), so the finished ones are kept here, by their id in the history, for
 * the history to reopen. Signing out forgets it all.
 */
export interface PlaygroundState {
  tab: PlaygroundEndpoint;
  model: string | null;
  forms: PlaygroundForms;
  runs: { [E in PlaygroundEndpoint]: PlaygroundRun<E> };
  /** Newest last; at most KEPT_MAX. */
  kept: KeptGeneration[];
}

/** As many as the history shows, and as many again. */
export const KEPT_MAX = 20;

const IDLE_RUN = { ...IDLE, runId: null, form: null } as const;

const initialState: PlaygroundState = {
  tab: 'insight',
  model: null,
  forms: {
    insight: { prompt: '', context: '' },
    'company-analysis': { name: '', description: '', category: '', tags: '' },
    'blog-content': { topic: '', category: '' },
  },
  runs: { insight: IDLE_RUN, 'company-analysis': IDLE_RUN, 'blog-content': IDLE_RUN },
  kept: [],
};

export type FormChange = {
  [E in PlaygroundEndpoint]: { endpoint: E; values: Partial<PlaygroundForms[E]> };
}[PlaygroundEndpoint];

interface RunRef {
  endpoint: PlaygroundEndpoint;
  runId: string;
}

/** The tab's run when `runId` is still its running one; a replaced run's news is dropped. */
function liveRun(state: PlaygroundState, { endpoint, runId }: RunRef): PlaygroundRun | undefined {
  const run = state.runs[endpoint];
  return run.runId === runId ? run : undefined;
}

export const playgroundSlice = createSlice({
  name: 'playground',
  initialState,
  reducers: {
    tabChosen(state, action: PayloadAction<PlaygroundEndpoint>) {
      state.tab = action.payload;
    },
    modelChosen(state, action: PayloadAction<string>) {
      state.model = action.payload;
    },
    formChanged(state, { payload }: PayloadAction<FormChange>) {
      Object.assign(state.forms[payload.endpoint], payload.values);
    },
    runStarted(state, { payload }: PayloadAction<RunRef>) {
      const form = state.forms[payload.endpoint];
      state.runs[payload.endpoint] = { ...STREAMING, runId: payload.runId, form } as never;
    },
    runDelta(state, { payload }: PayloadAction<RunRef & { delta: AiStreamDelta }>) {
      const run = liveRun(state, payload);
      if (run) Object.assign(run, withDelta(run, payload.delta));
    },
    runFinished(state, { payload }: PayloadAction<RunRef & { done: AiStreamDone<unknown> }>) {
      const run = liveRun(state, payload);
      if (!run) return;
      Object.assign(run, { status: 'done', done: payload.done, runId: null });
      const kept = { endpoint: payload.endpoint, form: run.form, done: payload.done };
      state.kept = [...state.kept, kept as KeptGeneration].slice(-KEPT_MAX);
    },
    runStopped(state, { payload }: PayloadAction<RunRef>) {
      const run = liveRun(state, payload);
      if (run) Object.assign(run, { status: 'stopped', runId: null });
    },
    runFailed(state, { payload }: PayloadAction<RunRef & { error: unknown }>) {
      const run = liveRun(state, payload);
      if (run) Object.assign(run, { status: 'failed', error: payload.error, runId: null });
    },
    /** Shows a kept generation again in its tab: the form as it was sent, and the answer. */
    generationReopened(state, action: PayloadAction<string>) {
      const kept = state.kept.find(({ done }) => done.id === action.payload);
      if (!kept) return;
      state.tab = kept.endpoint;
      state.forms[kept.endpoint] = kept.form as never;
      state.runs[kept.endpoint] = {
        ...IDLE_RUN,
        status: 'done',
        done: kept.done,
        form: kept.form,
      } as never;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEnded, () => initialState);
  },
});

export const {
  tabChosen,
  modelChosen,
  formChanged,
  runStarted,
  runDelta,
  runFinished,
  runStopped,
  runFailed,
  generationReopened,
} = playgroundSlice.actions;

interface WithPlayground {
  playground: PlaygroundState;
}

export const selectPlaygroundTab = (state: WithPlayground) => state.playground.tab;
export const selectPlaygroundModel = (state: WithPlayground) => state.playground.model;
export const selectPlaygroundForm = <E extends PlaygroundEndpoint>(
  state: WithPlayground,
  endpoint: E,
): PlaygroundForms[E] => state.playground.forms[endpoint];
export const selectPlaygroundRun = (
  state: WithPlayground,
  endpoint: PlaygroundEndpoint,
): PlaygroundRun => state.playground.runs[endpoint];
/** Whether the generation with this history id can be opened again. */
export const selectIsKept = (state: WithPlayground, id: string) =>
  state.playground.kept.some(({ done }) => done.id === id);
