import sharp from 'sharp';

/*
 * The sample content's images, drawn as SVG and rendered with sharp: no network and no fonts
 * needed (no text is drawn), and the same input always gives the same bytes, so the
 * content-addressed files are written once however often the seed runs. Opaque pictures
 * (portraits, article covers) become JPEG, a tenth of their PNG size for soft gradients; logos,
 * with their transparent rounded corners, stay PNG.
 */

/** A small deterministic random sequence (mulberry32) seeded from a string. */
function random(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const render = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
const renderOpaque = (svg: string) =>
  sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();

const gradient = (id: string, from: string, to: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** A portrait placeholder: a soft silhouette over a two-colour gradient. */
export function portrait(colours: [string, string]): Promise<Buffer> {
  const [from, to] = colours;
  return renderOpaque(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs>${gradient('bg', from, to)}
    <radialGradient id="glow" cx="0.3" cy="0.25" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  <rect width="400" height="400" fill="url(#glow)"/>
  <circle cx="200" cy="160" r="72" fill="#ffffff" fill-opacity="0.82"/>
  <path d="M60 400 C60 300 120 250 200 250 C280 250 340 300 340 400 Z" fill="#ffffff" fill-opacity="0.82"/>
</svg>`);
}

const MARKS: Array<(colour: string) => string> = [
  // a lattice of nodes
  (c) =>
    [0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2].map(
          (col) => `<circle cx="${88 + col * 40}" cy="${88 + row * 40}" r="11" fill="${c}"/>`,
        ),
      )
      .join('') +
    `<path d="M88 88 L168 168 M168 88 L88 168 M128 88 L128 168 M88 128 L168 128" stroke="${c}" stroke-width="5"/>`,
  // a watchful eye
  (c) =>
    `<path d="M56 128 Q128 56 200 128 Q128 200 56 128 Z" fill="none" stroke="${c}" stroke-width="12"/><circle cx="128" cy="128" r="24" fill="${c}"/>`,
  // a red line through a circle
  (c) =>
    `<circle cx="128" cy="128" r="64" fill="none" stroke="${c}" stroke-width="12"/><path d="M72 184 L184 72" stroke="${c}" stroke-width="14" stroke-linecap="round"/>`,
  // balanced scales as two bars
  (c) =>
    `<path d="M128 64 L128 192 M72 96 L184 96" stroke="${c}" stroke-width="12" stroke-linecap="round"/><path d="M52 150 Q72 176 92 150 Z M164 150 Q184 176 204 150 Z" fill="${c}"/>`,
  // brackets around a spark
  (c) =>
    `<path d="M96 64 L64 128 L96 192 M160 64 L192 128 L160 192" fill="none" stroke="${c}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/><circle cx="128" cy="128" r="14" fill="${c}"/>`,
  // overlapping circles like paint
  (c) =>
    `<circle cx="104" cy="110" r="44" fill="${c}" fill-opacity="0.75"/><circle cx="152" cy="110" r="44" fill="${c}" fill-opacity="0.55"/><circle cx="128" cy="154" r="44" fill="${c}" fill-opacity="0.4"/>`,
  // a shield
  (c) =>
    `<path d="M128 56 L188 80 L188 128 Q188 176 128 200 Q68 176 68 128 L68 80 Z" fill="none" stroke="${c}" stroke-width="12" stroke-linejoin="round"/><path d="M104 128 L122 146 L156 108" fill="none" stroke="${c}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
];

const LOGO_COLOURS: Array<[string, string]> = [
  ['#0f172a', '#334155'],
  ['#0b3b5b', '#1f6f8b'],
  ['#3b0a0a', '#8b1e1e'],
  ['#1e1b4b', '#4338ca'],
  ['#052e16', '#15803d'],
  ['#4a044e', '#be185d'],
  ['#1c1917', '#57534e'],
];

/** A company mark: one of seven geometric symbols on a rounded, dark gradient tile. */
export function companyLogo(index: number): Promise<Buffer> {
  const [from, to] = LOGO_COLOURS[index % LOGO_COLOURS.length];
  const mark = MARKS[index % MARKS.length]('#f8fafc');
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs>${gradient('bg', from, to)}</defs>
  <rect width="256" height="256" rx="48" fill="url(#bg)"/>
  ${mark}
</svg>`);
}

const CATEGORY_PALETTES: Record<string, [string, string, string]> = {
  'ai-trends': ['#1e1b4b', '#7c3aed', '#f0abfc'],
  investment: ['#052e16', '#059669', '#a7f3d0'],
  technology: ['#0c4a6e', '#0284c7', '#bae6fd'],
  'industry-analysis': ['#431407', '#ea580c', '#fed7aa'],
  'portfolio-updates': ['#3f3f46', '#d97706', '#fde68a'],
};

/**
 * An article's featured image (1200×630, the Open Graph size): a network of nodes over a
 * gradient, with falling "sand" grains, seeded by the article so each one differs.
 */
export function articleImage(slug: string, category: string): Promise<Buffer> {
  const [dark, mid, light] = CATEGORY_PALETTES[category] ?? CATEGORY_PALETTES.technology;
  const next = random(slug);
  const nodes = Array.from({ length: 18 }, () => ({
    x: Math.round(80 + next() * 1040),
    y: Math.round(60 + next() * 510),
    r: Math.round(4 + next() * 10),
  }));
  const lines = nodes
    .flatMap((a, i) =>
      nodes
        .slice(i + 1)
        .filter((b) => Math.hypot(a.x - b.x, a.y - b.y) < 260)
        .map(
          (b) =>
            `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="${light}" stroke-opacity="0.35" stroke-width="2"/>`,
        ),
    )
    .join('');
  const dots = nodes
    .map((n) => `<circle cx="${n.x}" cy="${n.y}" r="${n.r}" fill="${light}" fill-opacity="0.9"/>`)
    .join('');
  const grains = Array.from(
    { length: 140 },
    () =>
      `<circle cx="${Math.round(next() * 1200)}" cy="${Math.round(next() * 630)}" r="${(1 + next() * 2).toFixed(1)}" fill="#ffffff" fill-opacity="${(0.15 + next() * 0.35).toFixed(2)}"/>`,
  ).join('');
  return renderOpaque(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>${gradient('bg', dark, mid)}
    <radialGradient id="halo" cx="0.78" cy="0.3" r="0.6"><stop offset="0" stop-color="${light}" stop-opacity="0.45"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect width="1200" height="630" fill="url(#halo)"/>
  <circle cx="940" cy="190" r="150" fill="none" stroke="${light}" stroke-opacity="0.25" stroke-width="2"/>
  <circle cx="940" cy="190" r="220" fill="none" stroke="${light}" stroke-opacity="0.15" stroke-width="2"/>
  ${grains}${lines}${dots}
</svg>`);
}
