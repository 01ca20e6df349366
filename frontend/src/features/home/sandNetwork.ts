/**
 * The home hero's backdrop: grains of sand drifting down through a slowly moving network of
 * points (the firm's two ideas: time, and connected companies). Plain canvas 2D, no library.
 */

export interface Grain {
  x: number;
  y: number;
  radius: number;
  speed: number;
  sway: number;
  phase: number;
  alpha: number;
}

export interface NetworkNode {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

export interface Scene {
  width: number;
  height: number;
  grains: Grain[];
  nodes: NetworkNode[];
  /** Nodes closer than this are linked. */
  linkDistance: number;
}

export interface SceneColors {
  grain: string;
  node: string;
  link: string;
}

/** Fewer pieces on small screens: the same density, and less work per frame on phones. */
function countsFor(width: number, height: number) {
  const area = (width * height) / (1280 * 640);
  return {
    grains: Math.round(Math.min(70, Math.max(24, 60 * area))),
    nodes: Math.round(Math.min(30, Math.max(12, 26 * area))),
  };
}

export function createScene(width: number, height: number, random = Math.random): Scene {
  const counts = countsFor(width, height);
  return {
    width,
    height,
    linkDistance: Math.min(180, Math.max(110, width / 8)),
    grains: Array.from({ length: counts.grains }, () => ({
      x: random() * width,
      y: random() * height,
      radius: 0.6 + random() * 1.6,
      speed: 8 + random() * 22,
      sway: 4 + random() * 10,
      phase: random() * Math.PI * 2,
      alpha: 0.25 + random() * 0.55,
    })),
    nodes: Array.from({ length: counts.nodes }, () => ({
      x: random() * width,
      y: random() * height,
      vx: (random() - 0.5) * 10,
      vy: (random() - 0.5) * 10,
    })),
  };
}

/** Moves everything `seconds` forward: grains fall and re-enter at the top, nodes bounce. */
export function stepScene(scene: Scene, seconds: number): void {
  const { width, height } = scene;
  for (const grain of scene.grains) {
    grain.y += grain.speed * seconds;
    grain.phase += seconds;
    if (grain.y - grain.radius > height) {
      grain.y = -grain.radius;
      grain.x = (grain.x + width * 0.37) % width;
    }
  }
  for (const node of scene.nodes) {
    node.x += node.vx * seconds;
    node.y += node.vy * seconds;
    if (node.x < 0 || node.x > width) node.vx = -node.vx;
    if (node.y < 0 || node.y > height) node.vy = -node.vy;
    node.x = Math.min(width, Math.max(0, node.x));
    node.y = Math.min(height, Math.max(0, node.y));
  }
}

export function drawScene(ctx: CanvasRenderingContext2D, scene: Scene, colors: SceneColors): void {
  ctx.clearRect(0, 0, scene.width, scene.height);
  const { nodes, linkDistance } = scene;

  ctx.strokeStyle = colors.link;
  ctx.lineWidth = 1;
  for (let i = 0; i < nodes.length; i += 1) {
    const a = nodes[i]!;
    for (let j = i + 1; j < nodes.length; j += 1) {
      const b = nodes[j]!;
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (distance > linkDistance) continue;
      ctx.globalAlpha = 0.35 * (1 - distance / linkDistance);
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      ctx.stroke();
    }
  }

  ctx.fillStyle = colors.node;
  ctx.globalAlpha = 0.7;
  for (const node of nodes) {
    ctx.beginPath();
    ctx.arc(node.x, node.y, 2, 0, Math.PI * 2);
    ctx.fill();
  }

  ctx.fillStyle = colors.grain;
  for (const grain of scene.grains) {
    ctx.globalAlpha = grain.alpha;
    ctx.beginPath();
    ctx.arc(grain.x + Math.sin(grain.phase) * grain.sway, grain.y, grain.radius, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}
