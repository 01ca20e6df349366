import {
  AI_STREAM_EVENTS,
  isErrorBody,
  type AiStreamDelta,
  type AiStreamDone,
  type ErrorBody,
} from '@sandglass/shared';

/** How a streamed generation ended: with its result, or with the error event's body. */
export type StreamOutcome = { done: AiStreamDone<unknown> } | { failed: ErrorBody };

interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Splits server-sent events out of text as it arrives (the text/event-stream format: fields
 * per line, an empty line ends an event, lines starting with ":" are comments). Returns the
 * complete events and keeps the unfinished rest for the next call.
 */
export function createEventSplitter(): (text: string) => ServerSentEvent[] {
  let buffer = '';
  return (text) => {
    buffer += text;
    const blocks = buffer.split(/\r\n\r\n|\n\n|\r\r/);
    buffer = blocks.pop() ?? '';
    return blocks.flatMap((block) => {
      const event: ServerSentEvent = { event: 'message', data: '' };
      const data: string[] = [];
      for (const line of block.split(/\r\n|\n|\r/)) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event.event = value;
        else if (field === 'data') data.push(value);
      }
      event.data = data.join('\n');
      return data.length > 0 ? [event] : [];
    });
  };
}

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
  if (!response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) {
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  const split = createEventSplitter();
  const decoder = new TextDecoder();
  // A reader loop rather than `for await`: not every browser iterates streams yet.
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const message of split(decoder.decode(value, { stream: true }))) {
        const data = JSON.parse(message.data) as unknown;
        if (message.event === AI_STREAM_EVENTS.delta) onDelta(data as AiStreamDelta);
        else if (message.event === AI_STREAM_EVENTS.done) {
          return { done: data as AiStreamDone<unknown> };
        } else if (message.event === AI_STREAM_EVENTS.error && isErrorBody(data)) {
          return { failed: data };
        }
      }
    }
  } finally {
    reader.releaseLock();
  }
  throw new Error('The answer ended before it was complete.');
}

export function isStreamOutcome(value: unknown): value is StreamOutcome {
  return typeof value === 'object' && value !== null && ('done' in value || 'failed' in value);
}
