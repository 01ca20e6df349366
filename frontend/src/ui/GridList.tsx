import { styled, type DefaultTheme } from 'styled-components';

/** How many equal columns from each screen width up, e.g. `{ md: 2, lg: 3 }`. */
export type GridColumns = Partial<Record<keyof DefaultTheme['media'], number>>;

export interface GridListProps {
  /** One column on phones, then these; left out, the list stays one column (a stack). */
  $columns?: GridColumns;
  /** The gap, in theme spacing steps. */
  $gap: number;
}

/**
 * A list of cards laid out as equal grid columns (one on phones), without markers or indents.
 * A `ul` by default; pass `as="ol"` or `as="dl"` when the content is numbered or labelled.
 */
export const GridList = styled.ul<GridListProps>`
  display: grid;
  /* Columns never grow to fit content wider than the list: that content wraps instead. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme, $gap }) => theme.space($gap)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme, $columns = {} }) =>
    (Object.keys(theme.media) as (keyof GridColumns)[])
      .map((width) => {
        const count = $columns[width];
        return count
          ? `${theme.media[width]} { grid-template-columns: repeat(${count}, minmax(0, 1fr)); }`
          : '';
      })
      .join('')}
`;
