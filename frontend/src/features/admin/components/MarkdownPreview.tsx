import { useDeferredValue, useMemo } from 'react';
import { styled } from 'styled-components';
import { renderMarkdown } from '../markdown';

const StyledPreview = styled.div`
  min-height: 16rem;
  max-height: 32rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.paper};
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

  img {
    height: auto;
    border-radius: ${({ theme }) => theme.radius.sm};
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

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
`;

export interface MarkdownPreviewProps {
  markdown: string;
  /** Ties the preview to its heading or label. */
  labelledBy: string;
}

/**
 * The article as it will read on the site, updated as the author types (deferred, so typing
 * stays smooth in a long article). Loaded on demand with its Markdown libraries.
 */
export function MarkdownPreview({ markdown, labelledBy }: MarkdownPreviewProps) {
  const deferred = useDeferredValue(markdown);
  const html = useMemo(() => renderMarkdown(deferred), [deferred]);

  if (!deferred.trim()) {
    return (
      <StyledPreview role="region" aria-labelledby={labelledBy} tabIndex={0}>
        <StyledEmpty>The preview appears here as you write.</StyledEmpty>
      </StyledPreview>
    );
  }
  return (
    <StyledPreview
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
