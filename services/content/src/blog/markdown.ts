import { MARKDOWN_ALLOWED_ATTRIBUTES, MARKDOWN_ALLOWED_TAGS } from '@sandglass/shared';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({ gfm: true, async: false });

/** Elements whose presence in an article can only mean trouble: refused when written. */
const FORBIDDEN_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'meta',
  'link',
  'base',
  'svg',
  'math',
  'template',
  'noscript',
]);

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'poster',
  'background',
  'xlink:href',
  'data',
]);

/** Browsers ignore control characters and whitespace in a scheme ("java\tscript:"). */
const UNSAFE_URL = /^(?:javascript|vbscript|data|file):/i;
const stripInvisible = (value: string) =>
  Array.from(value)
    .filter((char) => char.charCodeAt(0) > 32)
    .join('');

/** The allow-list (shared with the admin preview), the schemes links may use, and the transforms. */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...MARKDOWN_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(MARKDOWN_ALLOWED_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title'],
  transformTags: {
    // The page's own title is the only h1.
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer' },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

function toHtml(markdown: string): string {
  return marked.parse(markdown) as string;
}

/** The article as HTML that is safe to insert into a page: rendered, then allow-listed. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(toHtml(markdown), SANITIZE_OPTIONS).trim();
}

/**
 * The first thing in an article that could run script in a reader's browser, described in a
 * sentence, or undefined. Writes are refused with it; rendering would strip it anyway, but an
 * author should learn that it will not work rather than see it vanish.
 */
export function unsafeMarkup(markdown: string): string | undefined {
  let problem: string | undefined;
  sanitizeHtml(toHtml(markdown), {
    ...SANITIZE_OPTIONS,
    onOpenTag: (name, attribs) => {
      if (problem) return;
      if (FORBIDDEN_TAGS.has(name)) {
        problem = `a <${name}> element`;
        return;
      }
      for (const [attribute, value] of Object.entries(attribs)) {
        const lower = attribute.toLowerCase();
        if (lower.startsWith('on')) {
          problem = `an event-handler attribute (${lower})`;
          return;
        }
        if (URL_ATTRIBUTES.has(lower) && UNSAFE_URL.test(stripInvisible(value))) {
          problem = `a ${stripInvisible(value).split(':')[0].toLowerCase()}: link`;
          return;
        }
      }
    },
  });
  return problem
    ? `The article contains ${problem}, which is not allowed. Remove it and try again.`
    : undefined;
}
