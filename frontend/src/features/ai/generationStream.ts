import {
  AI_STREAM_EVENTS,
  isErrorBody,
  type AiStreamDelta,
  type AiStreamDone,
  type ErrorBody,
} from '@sandglass/shared';
import { readEventStream } from '../../lib/serverSentEvents';

/** How a streamed generation ended: with its result, or with the error event's body. */
export type StreamOutcome = { done: AiStreamDone<unknown> } | { failed: ErrorBody };

/**
 * Reads the AI service's answer as it arrives: each `delta` event goes to `onDelta`, and the
 * final `done` or `error` event is the outcome. An answer that is not a stream (a refusal such
 * as a 429, sent before any generating started) is returned as its parsed JSON body, so the
 * caller treats it like any other API error.
 */
export async function readGeneration(
  response: Response,
  onDelta: (delta: AiStreamDelta) => void,
): Promise<StreamOutcome | unknown> {
  const read = await readEventStream<StreamOutcome>(response, (message) => {
    const data = JSON.parse(message.data) as unknown;
    if (message.event === AI_STREAM_EVENTS.delta) onDelta(data as AiStreamDelta);
    else if (message.event === AI_STREAM_EVENTS.done)
      return { done: data as AiStreamDone<unknown> };
    else if (message.event === AI_STREAM_EVENTS.error && isErrorBody(data)) return { failed: data };
    return undefined;
  });
  if ('refusal' in read) return read.refusal;
  if (read.outcome) return read.outcome;
  throw new Error('The answer ended before it was complete.');
}

export function isStreamOutcome(value: unknown): value is StreamOutcome {
  return typeof value === 'object' && value !== null && ('done' in value || 'failed' in value);
}
