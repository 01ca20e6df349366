/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import type { AnalyticsEventType } from '@sandglass/shared';
import { externalHost, followPageView, scrollDepthStep } from './siteTracking';
import type { Tracker } from './tracker';

describe('scrollDepthStep', () => {
  it('reports the deepest 25% step reached', () => {
    expect(scrollDepthStep(200, 1000)).toBe(0);
    expect(scrollDepthStep(250, 1000)).toBe(25);
    expect(scrollDepthStep(740, 1000)).toBe(50);
    expect(scrollDepthStep(1000, 1000)).toBe(100);
    expect(scrollDepthStep(10, 0)).toBe(0);
  });
});

describe('externalHost', () => {
  const origin = 'https://sandglass.vc';

  it('names the host of a link to another site', () => {
    expect(externalHost('https://bluewatch.example.com/about', origin)).toBe(
      'bluewatch.example.com',
    );
  });

  it('ignores links within the site, mail links and nonsense', () => {
    expect(externalHost('/portfolio', origin)).toBeUndefined();
    expect(externalHost('https://sandglass.vc/team', origin)).toBeUndefined();
    expect(externalHost('mailto:hello@sandglass.vc', origin)).toBeUndefined();
    expect(externalHost('http://[', origin)).toBeUndefined();
  });
});

describe('followPageView', () => {
  function recorder() {
    const events: Array<{ type: AnalyticsEventType; value?: number; meta?: unknown }> = [];
    const tracker: Tracker = { track: (type, details) => events.push({ type, ...details }) };
    return { tracker, events };
  }

  it('reports each scroll step once, and stops when the page is left', async () => {
    const { tracker, events } = recorder();
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: 4000,
    });
    const stop = followPageView(tracker, window);
    const scrollTo = async (y: number) => {
      window.scrollY = y;
      window.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => setTimeout(resolve, 40));
    };
    window.innerHeight = 1000;
    await scrollTo(1100);
    await scrollTo(1200);
    await scrollTo(3000);
    stop();
    await scrollTo(0);
    expect(events).toEqual([
      { type: 'scroll_depth', value: 25 },
      { type: 'scroll_depth', value: 50 },
      { type: 'scroll_depth', value: 75 },
      { type: 'scroll_depth', value: 100 },
    ]);
  });

  it('reports clicks on links that leave the site, by host', () => {
    const { tracker, events } = recorder();
    document.body.innerHTML =
      '<a href="https://x.com/sandglassvc"><span>X</span></a><a href="/team">Team</a>';
    const stop = followPageView(tracker, window);
    document.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document
      .querySelector('a[href="/team"]')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    stop();
    expect(events).toEqual([{ type: 'external_click', meta: { host: 'x.com' } }]);
  });
});
