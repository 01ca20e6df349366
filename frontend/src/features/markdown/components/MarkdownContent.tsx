import { useDeferredValue, useMemo } from 'react';
import { Prose } from '../../../ui/Prose';
import { renderMarkdown } from '../markdown';

export interface MarkdownContentProps {
  markdown: string;
}

/**
 * Markdown written here (an article being edited, a model's answer: untrusted text), sanitised
 * by the site's own allow-list and shown as the site's articles read. Rendering is deferred, so
 * typing in a long article or a fast stream stays smooth. It brings marked and DOMPurify with
 * it: only admin and member screens, which load on demand, may import it.
 */
export function MarkdownContent({ markdown }: MarkdownContentProps) {
  const deferred = useDeferredValue(markdown);
  const html = useMemo(() => renderMarkdown(deferred), [deferred]);
  return <Prose dangerouslySetInnerHTML={{ __html: html }} />;
}
