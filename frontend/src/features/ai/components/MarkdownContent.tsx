import { useDeferredValue, useMemo } from 'react';
import { styled } from 'styled-components';
import { renderMarkdown } from '../../admin/markdown';

const StyledMarkdown = styled.div`
  line-height: ${({ theme }) => theme.lineHeight.body};
  overflow-wrap: anywhere;

  > * + * {
    margin-top: ${({ theme }) => theme.space(3)};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }

  h3,
  h4,
  h5,
  h6 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }

  ul,
  ol {
    padding-left: ${({ theme }) => theme.space(6)};
  }

  blockquote {
    margin-inline: 0;
    padding-left: ${({ theme }) => theme.space(4)};
    border-left: 3px solid ${({ theme }) => theme.color.sand};
    color: ${({ theme }) => theme.color.inkMuted};
  }

  code {
    padding: ${({ theme }) => `0 ${theme.space(1)}`};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceMuted};
    font-size: 0.9em;
  }

  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }

  pre code {
    padding: 0;
  }

  table {
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.line};
  }
`;

export interface MarkdownContentProps {
  markdown: string;
}

/**
 * A model's Markdown, sanitised (the same rules as the site's articles) before it becomes
 * HTML: a model's answer is untrusted text. Rendering is deferred so a fast stream stays smooth.
 */
export function MarkdownContent({ markdown }: MarkdownContentProps) {
  const deferred = useDeferredValue(markdown);
  const html = useMemo(() => renderMarkdown(deferred), [deferred]);
  return <StyledMarkdown dangerouslySetInnerHTML={{ __html: html }} />;
}
