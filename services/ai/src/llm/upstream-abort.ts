export type AbortReason = 'timeout' | 'cancelled';

/**
 * Ends one call to the LLM API early: when it stays silent for `timeoutMs` (before the whole
 * answer, or between two streamed pieces: call `touch()` on each) or when the person who
 * asked goes away (`cancel()`). Aborting the signal closes the upstream HTTP request, so the
 * provider stops generating (and billing) too.
 */
export class UpstreamAbort {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private why: AbortReason | undefined;

  constructor(private readonly timeoutMs: number) {
    this.touch();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Why the call was ended early, if it was. */
  get reason(): AbortReason | undefined {
    return this.why;
  }

  touch(): void {
    clearTimeout(this.timer);
    if (this.why) return;
    this.timer = setTimeout(() => this.abort('timeout'), this.timeoutMs);
  }

  cancel(): void {
    this.abort('cancelled');
  }

  /** Stops the timer once the call is over. */
  dispose(): void {
    clearTimeout(this.timer);
  }

  private abort(reason: AbortReason): void {
    if (this.why) return;
    this.why = reason;
    clearTimeout(this.timer);
    this.controller.abort();
  }
}
