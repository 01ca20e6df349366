import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import {
  aiApi,
  listenToRun,
  useGenerateMutation,
  type GenerateArgs,
  type PlaygroundEndpoint,
  type PlaygroundRequests,
} from './aiApi';
import { IDLE, STREAMING, withDelta, type GenerationState } from './generationState';

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
 * Runs one kind of generation for a form, streaming the answer into state as it is written.
 * Starting again replaces a run still going; leaving the page stops it.
 */
export function useGeneration<E extends PlaygroundEndpoint>(endpoint: E): Generation<E> {
  const [generate] = useGenerateMutation();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<GenerationState>(IDLE);
  const current = useRef<Run | null>(null);

  useEffect(() => () => current.current?.request.abort(), []);

  const start = useCallback(
    async (body: PlaygroundRequests[E]) => {
      current.current?.request.abort();
      runs += 1;
      const runId = `${endpoint}-${runs}`;
      const request = generate({ endpoint, body, runId } as GenerateArgs);
      const run: Run = { request, stopped: false };
      current.current = run;
      // Pieces arrive from the network, so listening within this same turn misses none.
      const unlisten = listenToRun(runId, (delta) => {
        if (current.current === run) setState((now) => withDelta(now, delta));
      });
      setState(STREAMING);
      try {
        const done = await request.unwrap();
        if (current.current === run) setState((now) => ({ ...now, status: 'done', done }));
      } catch (error) {
        if (current.current !== run) return;
        if (run.stopped) {
          setState((now) => ({ ...now, status: 'stopped' }));
          // The server records a stopped generation once it notices the closed connection.
          dispatch(aiApi.util.invalidateTags(['AiHistory']));
        } else {
          setState((now) => ({ ...now, status: 'failed', error }));
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
