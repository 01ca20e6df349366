import { MARKDOWN_ALLOWED_ATTRIBUTES, MARKDOWN_ALLOWED_TAGS } from '@sandglass/shared';
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const marked = new Marked({ gfm: true, async: false });

const ALLOWED_TAGS = [...MARKDOWN_ALLOWED_TAGS];
const ALLOWED_ATTR = [...new Set(Object.values(MARKDOWN_ALLOWED_ATTRIBUTES).flat())];

const purifier = DOMPurify();
// DOMPurify allows an attribute on every element; the content service only on some.
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const allowed = MARKDOWN_ALLOWED_ATTRIBUTES[node.nodeName.toLowerCase()];
  if (!allowed?.includes(data.attrName)) data.keepAttr = false;
});
// A link followed from the editor's preview or a model's answer must not lose the page's work.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** Markdown as the article page will show it, sanitised: safe to insert as HTML. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}
