/** One server-sent event: its name (`message` when the stream gave none) and its data. */
export interface ServerSentEvent {
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
 * Reads an answer that should be an event stream, handing each event to `onEvent` as it
 * arrives until `onEvent` returns something (the stream's outcome) or the stream ends
 * (`undefined`). An answer that is not a stream (a refusal such as a 401 or 429, sent before
 * any streaming) is returned as `{ refusal }`, its body parsed as JSON where it is JSON, so the
 * caller treats it as the API error it is.
 */
export async function readEventStream<T>(
  response: Response,
  onEvent: (event: ServerSentEvent) => T | undefined,
): Promise<{ outcome: T | undefined } | { refusal: unknown }> {
  if (!response.headers.get('content-type')?.startsWith('text/event-stream') || !response.body) {
    const text = await response.text();
    try {
      return { refusal: JSON.parse(text) as unknown };
    } catch {
      return { refusal: text };
    }
  }
  const split = createEventSplitter();
  const decoder = new TextDecoder();
  // A reader loop rather than `for await`: not every browser iterates streams yet.
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return { outcome: undefined };
      for (const event of split(decoder.decode(value, { stream: true }))) {
        const outcome = onEvent(event);
        if (outcome !== undefined) return { outcome };
      }
    }
  } finally {
    reader.releaseLock();
  }
}
