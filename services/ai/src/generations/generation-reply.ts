import type { AppError } from '@sandglass/server';
import {
  AI_STREAM_EVENTS,
  type AiStreamDelta,
  type AiStreamDone,
  type ErrorBody,
} from '@sandglass/shared';
import type { Response } from 'express';

/**
 * How a generation answers its caller: one JSON body, or server-sent events when the request
 * asked for `text/event-stream`. Failures before the stream opens are thrown, so the global
 * filter answers them with their own status; afterwards they become an `error` event.
 */
export interface GenerationReply<TResult> {
  readonly streaming: boolean;
  /** Runs once if the caller goes away before the reply is complete. */
  onAbandon(listener: () => void): void;
  /** Starts the event stream (a JSON reply has nothing to start). */
  open(): void;
  delta(delta: AiStreamDelta): void;
  done(done: AiStreamDone<TResult>): void;
  fail(error: AppError): void;
}

/** How to answer the request `res` belongs to: server-sent events when it accepts them, else JSON. */
export function replyTo<TResult>(res: Response): GenerationReply<TResult> {
  const streaming = String(res.req.headers.accept ?? '').includes('text/event-stream');
  return streaming ? new EventStreamReply(res) : new JsonReply(res);
}

abstract class BaseReply {
  constructor(protected readonly res: Response) {}

  onAbandon(listener: () => void): void {
    if (this.res.socket?.destroyed) {
      listener();
      return;
    }
    this.res.once('close', () => {
      if (!this.res.writableFinished) listener();
    });
  }
}

class JsonReply<TResult> extends BaseReply implements GenerationReply<TResult> {
  readonly streaming = false;

  open(): void {}

  delta(): void {}

  done(done: AiStreamDone<TResult>): void {
    this.res.setHeader('Cache-Control', 'no-store');
    this.res.status(200).json(done.result);
  }

  fail(error: AppError): void {
    throw error;
  }
}

class EventStreamReply<TResult> extends BaseReply implements GenerationReply<TResult> {
  readonly streaming = true;
  private opened = false;

  open(): void {
    this.opened = true;
    this.res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    });
    this.res.flushHeaders();
  }

  delta(delta: AiStreamDelta): void {
    this.send(AI_STREAM_EVENTS.delta, delta);
  }

  done(done: AiStreamDone<TResult>): void {
    this.send(AI_STREAM_EVENTS.done, done);
    this.res.end();
  }

  fail(error: AppError): void {
    if (!this.opened) throw error;
    const body: ErrorBody = { statusCode: error.status, code: error.code, message: error.message };
    this.send(AI_STREAM_EVENTS.error, body);
    this.res.end();
  }

  private send(event: string, data: unknown): void {
    if (this.res.writableEnded) return;
    this.res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }
}
