import { css, styled } from 'styled-components';

export interface GridListProps {
  /** `quarters`: two columns from sm, four from lg. `thirds`: three columns from md. */
  $columns: 'quarters' | 'thirds';
  /** The gap, in theme spacing steps. */
  $gap: number;
}

/**
 * A list of cards laid out as equal grid columns (one on phones), without markers or indents.
 * A `ul` by default; pass `as="ol"` or `as="dl"` when the content is numbered or labelled.
 */
export const GridList = styled.ul<GridListProps>`
  display: grid;
  gap: ${({ theme, $gap }) => theme.space($gap)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme, $columns }) =>
    $columns === 'quarters'
      ? css`
          ${theme.media.sm} {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }

          ${theme.media.lg} {
            grid-template-columns: repeat(4, minmax(0, 1fr));
          }
        `
      : css`
          ${theme.media.md} {
            grid-template-columns: repeat(3, minmax(0, 1fr));
          }
        `}
`;
