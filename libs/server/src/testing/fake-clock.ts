import { Clock } from '../time/clock.js';

/** A clock that stands still until a test moves it. */
export class FakeClock extends Clock {
  constructor(private current: Date = new Date()) {
    super();
  }

  override now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
