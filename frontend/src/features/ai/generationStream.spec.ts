import { describe, expect, it } from '@jest/globals';
import { readGeneration } from './generationStream';

function streamOf(chunks: string[], contentType = 'text/event-stream; charset=utf-8'): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': contentType } });
}

const done = { id: 'g1', model: 'm', result: { insight: 'Hello' }, usage: {}, latencyMs: 5 };

describe('readGeneration', () => {
  it('hands each delta over as it is read, then returns the done event', async () => {
    const deltas: unknown[] = [];
    const outcome = await readGeneration(
      streamOf([
        'event: delta\ndata: {"text":"Hel"}\n\n',
        'event: delta\nda',
        'ta: {"text":"lo"}\n\n',
        `event: done\ndata: ${JSON.stringify(done)}\n\n`,
      ]),
      (delta) => deltas.push(delta),
    );
    expect(deltas).toEqual([{ text: 'Hel' }, { text: 'lo' }]);
    expect(outcome).toEqual({ done });
  });

  it('returns an error event as the failure', async () => {
    const failed = { statusCode: 504, code: 'AI_TIMEOUT', message: 'Too slow.' };
    const outcome = await readGeneration(
      streamOf([
        'event: delta\ndata: {"text":"Hi"}\n\n',
        `event: error\ndata: ${JSON.stringify(failed)}\n\n`,
      ]),
      () => undefined,
    );
    expect(outcome).toEqual({ failed });
  });

  it('returns a JSON refusal as its body, for the caller to treat as an API error', async () => {
    const body = { statusCode: 429, code: 'AI_RATE_LIMITED', message: 'Slow down.' };
    const outcome = await readGeneration(
      streamOf([JSON.stringify(body)], 'application/json'),
      () => undefined,
    );
    expect(outcome).toEqual(body);
  });

  it('fails when the stream ends without a result', async () => {
    await expect(
      readGeneration(streamOf(['event: delta\ndata: {"text":"Hi"}\n\n']), () => undefined),
    ).rejects.toThrow('The answer ended before it was complete.');
  });
});
