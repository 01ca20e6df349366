/*
 * What an article may contain once its Markdown is rendered. The content service allow-lists
 * the HTML it stores with these, and the admin editor's preview sanitises with the same ones, so
 * the preview shows what the site will.
 */

/** The elements kept; any other is removed (its text stays, unless it is a script or the like). */
export const MARKDOWN_ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** The attributes each element keeps; every other attribute is removed. */
export const MARKDOWN_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'title', 'loading'],
  ol: ['start'],
  th: ['align'],
  td: ['align'],
  code: ['class'],
};
