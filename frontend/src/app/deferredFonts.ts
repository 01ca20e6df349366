/**
 * The web fonts of a pre-rendered page. Their style sheet is linked for print, so that neither it
 * nor the fonts hold back the first paint (the text paints in local fonts sized to match them).
 *
 * Switching that sheet on would cost two layouts of the whole page: one at the switch (the fonts
 * not there yet, the fallbacks again) and one as each font arrives. Instead the faces it declares
 * are fetched through the CSS Font Loading API, which moves nothing on screen, and added to the
 * document together once the ones the page's text uses (Latin) have arrived: one layout, short,
 * and after the app has started.
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

/** Loads the deferred sheets' fonts, then adds them to the page in one step. */
export async function loadDeferredFonts(): Promise<void> {
  const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-after-paint]'));
  if (links.length === 0) return;
  if (typeof FontFace === 'undefined' || !('fonts' in document)) {
    for (const link of links) link.media = 'all';
    return;
  }
  const sheets = await Promise.all(links.map(sheetOf));
  const faces = sheets.flatMap((sheet) => (sheet ? facesOf(sheet) : []));
  // A face that fails to load leaves its text in the local fallback, which is sized to match.
  await Promise.all(
    faces
      .filter((face) => coversLatin(face.unicodeRange))
      .map((face) => face.load().catch(() => face)),
  );
  for (const face of faces) document.fonts.add(face);
}
