/**
 * The web fonts of a pre-rendered page. Their style sheet is linked for print, so that neither it
 * nor the fonts hold back the first paint: the text paints in local fonts sized to match them.
 *
 * Swapping the fonts in lays the whole page out again, and a line of a heading that wraps at
 * another word moves everything below it. On a page nobody has touched yet, that move is a
 * layout shift (Lighthouse measured 0.025 on an article) and the layout a long task (30-60 ms on
 * the 2-core machine, four times that on the phone it models). So the faces the sheet declares are
 * fetched through the CSS Font Loading API, which moves nothing, and added to the page at its
 * first tap, click, key press or history navigation (a shift right after input is expected and
 * not counted), in the next frame. The local fallbacks hold the brand's sizes until then.
 */
/** A face whose range covers "A" is one the page's (English) text needs before the swap. */
const LATIN_A = 0x41;

function coversLatin(unicodeRange: string): boolean {
  if (!unicodeRange) return true;
  return unicodeRange.split(',').some((part) => {
    const [from, to = from] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => parseInt(hex.replace(/\?/g, '0'), 16));
    return from !== undefined && to !== undefined && from <= LATIN_A && LATIN_A <= to;
  });
}

function unquoted(family: string): string {
  return family.trim().replace(/^(["'])(.*)\1$/, '$2');
}

function facesOf(sheet: CSSStyleSheet): FontFace[] {
  const faces: FontFace[] = [];
  for (const rule of Array.from(sheet.cssRules)) {
    if (!(rule instanceof CSSFontFaceRule)) continue;
    const style = rule.style;
    faces.push(
      new FontFace(unquoted(style.getPropertyValue('font-family')), style.getPropertyValue('src'), {
        style: style.getPropertyValue('font-style') || 'normal',
        weight: style.getPropertyValue('font-weight') || 'normal',
        unicodeRange: style.getPropertyValue('unicode-range') || 'U+0-10FFFF',
        display: 'swap',
      }),
    );
  }
  return faces;
}

function sheetOf(link: HTMLLinkElement): Promise<CSSStyleSheet | null> {
  if (link.sheet) return Promise.resolve(link.sheet);
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(link.sheet), { once: true });
    link.addEventListener('error', () => resolve(null), { once: true });
  });
}

/** What the visitor does that may move the page: the fonts come in then. */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'popstate'] as const;

/**
 * Fetches the deferred sheets' fonts (Latin first, the faces the text uses), and adds every face
 * to the page at the visitor's first input.
 */
export async function loadDeferredFonts(): Promise<void> {
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-after-paint]'));
  if (links.length === 0) return;
  const faces: FontFace[] = [];
  let added = false;
  const add = () => {
    if (added) return;
    added = true;
    for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, true);
    if (faces.length === 0) for (const link of links) link.media = 'all';
    for (const face of faces) document.fonts.add(face);
  };
  function onInput() {
    requestAnimationFrame(add);
  }
  for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, true);
  if (typeof FontFace === 'undefined' || !('fonts' in document)) return;
  const sheets = await Promise.all(links.map(sheetOf));
  if (added) return;
  faces.push(...sheets.flatMap((sheet) => (sheet ? facesOf(sheet) : [])));
  // A face that fails to load leaves its text in the local fallback, which is sized to match.
  await Promise.all(
    faces
      .filter((face) => coversLatin(face.unicodeRange))
      .map((face) => face.load().catch(() => face)),
  );
}
