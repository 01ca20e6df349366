import type { ComponentProps } from 'react';
import { styled } from 'styled-components';

/** Reading typography for HTML from Markdown: a comfortable measure, rhythm and contrast. */
const StyledProse = styled.div`
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: 1.75;
  overflow-wrap: anywhere;

  > * + * {
    margin-top: ${({ theme }) => theme.space(6)};
  }

  h2,
  h3,
  h4 {
    margin-top: ${({ theme }) => theme.space(12)};
    line-height: ${({ theme }) => theme.lineHeight.snug};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }

  h4 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }

  p,
  li {
    text-wrap: pretty;
  }

  a {
    color: ${({ theme }) => theme.color.sandDeep};
    font-weight: 600;
    text-underline-offset: 3px;
  }

  ul,
  ol {
    padding-left: ${({ theme }) => theme.space(6)};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }

  blockquote {
    margin-inline: 0;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
    border-left: 4px solid ${({ theme }) => theme.color.sand};
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-style: italic;
  }

  code {
    padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(1.5)}`};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceMuted};
    font-size: 0.875em;
  }

  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space(5)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.night};
    color: ${({ theme }) => theme.color.onNight};
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: ${({ theme }) => theme.lineHeight.body};
  }

  pre code {
    padding: 0;
    background: none;
    font-size: inherit;
  }

  img {
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }

  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.color.line};
  }

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSize.md};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
    text-align: left;
  }
`;

export type ProseProps = ComponentProps<'div'>;

/**
 * Rendered Markdown as the site's articles show it: the article page, the blog editor's preview
 * and the playground's answers all read alike.
 */
export function Prose(props: ProseProps) {
  return <StyledProse {...props} />;
}
