import { encodeQuotedPrintable } from './quoted-printable.js';

/** RFC 2045's decoding: soft breaks removed, each =XX back to its byte. */
function decoded(encoded: string): string {
  const joined = encoded.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    if (joined[i] === '=') {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

describe('quoted-printable for shared mail parts', () => {
  it('round-trips text with long lines, non-ASCII, "=" and trailing spaces', () => {
    const text = `${'Wörter und = Zeichen, '.repeat(20)}\nzweite Zeile   \n\t€ und 🙂 `;
    const encoded = encodeQuotedPrintable(text);
    expect(decoded(encoded)).toBe(text.replace(/\n/g, '\r\n'));
    for (const line of encoded.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
  });

  it('never breaks the stand-in, so a value of its length can replace it in the encoded text', () => {
    const atomic = 'Zq'.padEnd(43, 'x');
    const value = 'A1b2-C3_d4'.padEnd(43, 'Q');
    for (let offset = 0; offset < 80; offset += 1) {
      const html = `${'a'.repeat(offset)}<a href="https://site.test/u?token=${atomic}">Unsubscribe</a> ${'é'.repeat(offset)}${atomic}`;
      const encoded = encodeQuotedPrintable(html, atomic);
      expect(encoded.split(atomic)).toHaveLength(3);
      for (const line of encoded.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
      expect(decoded(encoded.split(atomic).join(value))).toBe(html.split(atomic).join(value));
    }
  });
});
