/** Characters XML 1.0 forbids outright (controls other than tab, newline and return). */
const isXmlChar = (char: string) => {
  const code = char.charCodeAt(0);
  return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
};

/** Escapes text for an XML element or attribute. */
export function xml(text: string): string {
  return Array.from(text)
    .filter(isXmlChar)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
