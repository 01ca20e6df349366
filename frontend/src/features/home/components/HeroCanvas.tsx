import { useEffect, useRef } from 'react';
import { styled, useTheme } from 'styled-components';
import { createScene, drawScene, stepScene, type Scene } from '../sandNetwork';

const StyledCanvas = styled.canvas`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  pointer-events: none;
`;

/** Frames longer than this (a background tab, a debugger) do not make the sand jump. */
const MAX_STEP_SECONDS = 0.1;
/**
 * Slow drifting sand needs no more than this, and each frame costs the phone (and the page's
 * responsiveness) something: 24 frames a second at one canvas pixel per CSS pixel.
 */
const FRAME_INTERVAL_MS = 1000 / 24;

function whenIdle(callback: () => void): () => void {
  // Safari has no requestIdleCallback: a short delay keeps the start off the first paint too.
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 1500 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 300);
  return () => clearTimeout(handle);
}

/** What shows a person is there: the sand starts moving at the first of these. */
const ENGAGEMENT = ['pointermove', 'pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * The hero's animated sand and network. It draws its first frame once the browser is idle (never
 * in the way of the first paint) and moves once the visitor does something (moves the pointer,
 * scrolls, touches, types): each frame is work on a phone's main thread, and a page nobody is
 * looking at yet has better uses for it (Lighthouse counted the frames as blocking time). It
 * runs only while on screen and the tab is visible, and stays a still frame for visitors who
 * prefer reduced motion.
 */
export function HeroCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { color } = useTheme();

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const colors = { grain: color.sand, node: color.sandSoft, link: color.onNightMuted };
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let scene: Scene | undefined;
    let frame = 0;
    let last = 0;
    let visible = false;
    let engaged = false;

    function resize() {
      if (!canvas || !ctx) return;
      // Soft dots on a dark sky look the same at one canvas pixel per CSS pixel, at a quarter of
      // the drawing cost of a high-density screen's resolution.
      const { width, height } = canvas.getBoundingClientRect();
      canvas.width = Math.round(width);
      canvas.height = Math.round(height);
      scene = createScene(width, height);
      drawScene(ctx, scene, colors);
    }

    function tick(now: number) {
      frame = requestAnimationFrame(tick);
      if (!scene || !ctx || now - last < FRAME_INTERVAL_MS) return;
      stepScene(scene, Math.min(MAX_STEP_SECONDS, (now - last) / 1000));
      last = now;
      drawScene(ctx, scene, colors);
    }

    /** Runs the animation while it can be seen and motion is welcome; pauses it otherwise. */
    function schedule() {
      const running = engaged && visible && !document.hidden && !reducedMotion.matches;
      if (running && !frame) {
        last = performance.now();
        frame = requestAnimationFrame(tick);
      } else if (!running && frame) {
        cancelAnimationFrame(frame);
        frame = 0;
      }
    }

    const observer = new IntersectionObserver(([entry]) => {
      visible = entry?.isIntersecting ?? false;
      schedule();
    });
    const resizeObserver = new ResizeObserver(() => resize());
    function engage() {
      engaged = true;
      for (const type of ENGAGEMENT) window.removeEventListener(type, engage);
      schedule();
    }

    // The resize observer's first report sizes the canvas and draws the first frame.
    const cancelIdle = whenIdle(() => {
      observer.observe(canvas);
      resizeObserver.observe(canvas);
      document.addEventListener('visibilitychange', schedule);
      reducedMotion.addEventListener('change', schedule);
      for (const type of ENGAGEMENT) window.addEventListener(type, engage, { passive: true });
    });

    return () => {
      cancelIdle();
      observer.disconnect();
      resizeObserver.disconnect();
      document.removeEventListener('visibilitychange', schedule);
      reducedMotion.removeEventListener('change', schedule);
      for (const type of ENGAGEMENT) window.removeEventListener(type, engage);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [color]);

  return <StyledCanvas ref={canvasRef} aria-hidden="true" />;
}
