import { describe, expect, it } from '@jest/globals';
import { createScene, stepScene } from './sandNetwork';

/** A repeatable stand-in for Math.random. */
function seeded(seed = 1) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

describe('the hero scene', () => {
  it('scales the number of grains and points with the canvas, within bounds', () => {
    const phone = createScene(375, 600, seeded());
    const desktop = createScene(1280, 640, seeded());
    expect(phone.grains.length).toBeLessThan(desktop.grains.length);
    expect(desktop.grains.length).toBeLessThanOrEqual(70);
    expect(desktop.nodes.length).toBeLessThanOrEqual(30);
    expect(phone.nodes.length).toBeGreaterThanOrEqual(12);
  });

  it('lets sand fall and come back in at the top', () => {
    const scene = createScene(400, 300, seeded(7));
    const grain = scene.grains[0]!;
    grain.y = 299;
    grain.speed = 100;
    stepScene(scene, 0.1);
    expect(grain.y).toBeLessThan(0);
    expect(grain.x).toBeGreaterThanOrEqual(0);
    expect(grain.x).toBeLessThan(400);
  });

  it('keeps the network inside the canvas', () => {
    const scene = createScene(400, 300, seeded(3));
    for (let i = 0; i < 500; i += 1) stepScene(scene, 0.1);
    for (const node of scene.nodes) {
      expect(node.x).toBeGreaterThanOrEqual(0);
      expect(node.x).toBeLessThanOrEqual(400);
      expect(node.y).toBeGreaterThanOrEqual(0);
      expect(node.y).toBeLessThanOrEqual(300);
    }
  });
});
