import { useCallback, useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '../../lib/hooks';
import {
  aiApi,
  listenToRun,
  useGenerateMutation,
  type GenerateArgs,
  type PlaygroundEndpoint,
  type PlaygroundRequests,
} from './aiApi';
import type { GenerationState } from './generationState';
import {
  runDelta,
  runFailed,
  runFinished,
  runStarted,
  runStopped,
  selectPlaygroundRun,
  type PlaygroundState,
} from './playgroundSlice';

let runs = 0;

interface Run {
  request: { abort(): void };
  stopped: boolean;
}

export interface Generation<E extends PlaygroundEndpoint> {
  state: GenerationState;
  start(body: PlaygroundRequests[E]): Promise<void>;
  /** Stops the running generation (the server stops the model too); keeps what arrived. */
  stop(): void;
}

/**
 * Runs one kind of generation for a form, streaming the answer into the store as it is written,
 * where it stays when the person leaves the page. Starting again replaces a run still going;
 * leaving the page stops it, keeping what arrived.
 */
export function useGeneration<E extends PlaygroundEndpoint>(endpoint: E): Generation<E> {
  const [generate] = useGenerateMutation();
  const dispatch = useAppDispatch();
  const state = useSelector((root: { playground: PlaygroundState }) =>
    selectPlaygroundRun(root, endpoint),
  );
  const current = useRef<Run | null>(null);

  useEffect(
    () => () => {
      const run = current.current;
      if (!run) return;
      run.stopped = true;
      run.request.abort();
    },
    [],
  );

  const start = useCallback(
    async (body: PlaygroundRequests[E]) => {
      current.current?.request.abort();
      runs += 1;
      const ref = { endpoint, runId: `${endpoint}-${runs}` };
      dispatch(runStarted(ref));
      const request = generate({ endpoint, body, runId: ref.runId } as GenerateArgs);
      const run: Run = { request, stopped: false };
      current.current = run;
      // Pieces arrive from the network, so listening within this same turn misses none.
      const unlisten = listenToRun(ref.runId, (delta) => dispatch(runDelta({ ...ref, delta })));
      try {
        const done = await request.unwrap();
        dispatch(runFinished({ ...ref, done }));
      } catch (error) {
        if (run.stopped) {
          dispatch(runStopped(ref));
          // The server records a stopped generation once it notices the closed connection.
          dispatch(aiApi.util.invalidateTags(['AiHistory']));
        } else {
          dispatch(runFailed({ ...ref, error }));
        }
      } finally {
        unlisten();
        if (current.current === run) current.current = null;
      }
    },
    [dispatch, endpoint, generate],
  );

  const stop = useCallback(() => {
    const run = current.current;
    if (!run) return;
    run.stopped = true;
    run.request.abort();
  }, []);

  return { state, start, stop };
}
