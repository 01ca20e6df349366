/**
 * Quoted-printable (RFC 2045 6.7) for a mail part that is sent to many people with one value
 * changed (a newsletter issue's unsubscribe token): `atomic`, a stand-in as long as that value
 * and made of characters QP leaves as they are, is never split by a soft line break, so each
 * recipient's value can replace it in the encoded text as it is. Lines stay within 76
 * characters; line breaks become CRLF.
 */
export function encodeQuotedPrintable(text: string, atomic?: string): string {
  if (atomic !== undefined && !/^[A-Za-z0-9_-]+$/.test(atomic))
    throw new Error('The unbreakable part must be letters, digits, "-" or "_".');
  return text
    .split(/\r?\n/)
    .map((line) => encodeLine(line, atomic))
    .join('\r\n');
}

const MAX = 76;

function encodeLine(line: string, atomic: string | undefined): string {
  const units: string[] = [];
  const pieces = atomic ? line.split(atomic) : [line];
  pieces.forEach((piece, index) => {
    if (index > 0) units.push(atomic!);
    for (const char of piece) units.push(encodeChar(char));
  });
  // Trailing white space would be lost in transit: encoded.
  const last = units.at(-1);
  if (last === ' ') units[units.length - 1] = '=20';
  else if (last === '\t') units[units.length - 1] = '=09';
  let out = '';
  let width = 0;
  for (const unit of units) {
    // Room for the unit and, unless it ends the line, the "=" of a soft break.
    if (width + unit.length > MAX - 1) {
      out += '=\r\n';
      width = 0;
    }
    out += unit;
    width += unit.length;
  }
  return out;
}

function encodeChar(char: string): string {
  const code = char.codePointAt(0)!;
  if ((code >= 33 && code <= 126 && code !== 61) || code === 32 || code === 9) return char;
  let encoded = '';
  for (const byte of Buffer.from(char, 'utf8'))
    encoded += `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  return encoded;
}
