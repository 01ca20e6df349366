/** What an inserted image's alt text starts as: its file name in words, for the author to improve. */
export function altTextOf(fileName: string): string {
  const words = fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[[\]\\()]/g, '')
    .replace(/[-_\s]+/g, ' ')
    .trim();
  return words || 'Image';
}

export interface Insertion {
  text: string;
  /** Where the alt text is in the new text: selected, so typing replaces it. */
  selectionStart: number;
  selectionEnd: number;
}

/**
 * `text` with the Markdown image `![alt](url)` in place of the selection `start`–`end`, as a
 * paragraph of its own (blank lines around it where the text goes on).
 */
export function insertImageMarkdown(
  text: string,
  start: number,
  end: number,
  alt: string,
  url: string,
): Insertion {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead =
    before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail =
    after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const image = `![${alt}](${url})`;
  const selectionStart = before.length + lead.length + 2;
  return {
    text: `${before}${lead}${image}${trail}${after}`,
    selectionStart,
    selectionEnd: selectionStart + alt.length,
  };
}
