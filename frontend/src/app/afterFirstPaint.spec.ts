/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { afterFirstPaint } from './afterFirstPaint';

/**
 * A pre-rendered page's scripts and fonts must not be asked for before its first paint is on the
 * screen: drawing the first frame is not enough, the paint must have been reported.
 */
const nextFrameAndMore = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
const aTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const RealObserver = globalThis.PerformanceObserver;
afterEach(() => {
  globalThis.PerformanceObserver = RealObserver;
});

/** The Paint Timing API as the browser has it, its reports made by the test. */
function paintTiming() {
  const observers: ((names: string[]) => void)[] = [];
  globalThis.PerformanceObserver = class {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (list: { getEntriesByName(name: string): object[] }) => void) {
      observers.push((names) =>
        callback({ getEntriesByName: (name) => (names.includes(name) ? [{}] : []) }),
      );
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof PerformanceObserver;
  return { report: (...names: string[]) => observers.forEach((observer) => observer(names)) };
}

describe('afterFirstPaint', () => {
  it('starts once the first contentful paint is reported, not at the first frame', async () => {
    const { report } = paintTiming();
    const start = jest.fn();
    afterFirstPaint(start);
    await nextFrameAndMore();
    report('first-paint');
    await aTask();
    expect(start).not.toHaveBeenCalled();
    report('first-contentful-paint');
    report('first-contentful-paint');
    await aTask();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the first frame in a browser that reports no paints', async () => {
    globalThis.PerformanceObserver = undefined as unknown as typeof PerformanceObserver;
    const start = jest.fn();
    afterFirstPaint(start);
    await nextFrameAndMore();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
