import { useEffect } from 'react';
import { useAppDispatch } from '../../lib/hooks';
import { reconnectDelayMs } from './postEvents';
import { socialApi, takeEventStream, type PostEventStream } from './socialApi';

/** A connection that lasted this long was healthy: the next failure starts the back-off again. */
const HEALTHY_CONNECTION_MS = 60_000;

let runs = 0;

/**
 * Keeps the screen's posts current while it is open: follows the server's event stream, and
 * when the stream drops, reconnects after a growing pause and refetches the lists once, for
 * whatever changed while it was away. No polling (spec section 9).
 */
export function usePostEvents(): void {
  const dispatch = useAppDispatch();

  useEffect(() => {
    let stopped = false;
    let failures = 0;
    let connections = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stream: PostEventStream | undefined;

    async function connect() {
      if (stopped) return;
      connections += 1;
      if (connections > 1) {
        dispatch(
          socialApi.util.invalidateTags([{ type: 'SocialPost', id: 'LIST' }, 'SocialAnalytics']),
        );
      }
      runs += 1;
      const runId = `post-events-${runs}`;
      const startedAt = Date.now();
      await dispatch(socialApi.endpoints.followPostEvents.initiate(runId, { track: false }));
      stream = takeEventStream(runId);
      if (stopped) stream?.stop();
      const { failed } = stream ? await stream.ended : { failed: true };
      stream = undefined;
      if (stopped) return;
      const healthy = Date.now() - startedAt >= HEALTHY_CONNECTION_MS;
      failures = failed && !healthy ? failures + 1 : 0;
      timer = setTimeout(() => void connect(), reconnectDelayMs(failures));
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.stop();
    };
  }, [dispatch]);
}
