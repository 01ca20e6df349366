import { styled } from 'styled-components';
import { MarkdownContent } from '../../markdown';

const StyledPreview = styled.div`
  min-height: 16rem;
  max-height: 32rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.paper};
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
 * The article as it will read on the site, updated as the author types. Loaded on demand with
 * its Markdown libraries.
 */
export function MarkdownPreview({ markdown, labelledBy }: MarkdownPreviewProps) {
  return (
    <StyledPreview role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {markdown.trim() ? (
        <MarkdownContent markdown={markdown} />
      ) : (
        <StyledEmpty>The preview appears here as you write.</StyledEmpty>
      )}
    </StyledPreview>
  );
}
