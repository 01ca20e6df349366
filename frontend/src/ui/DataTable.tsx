import type { ReactNode } from 'react';
import { css, styled, useTheme } from 'styled-components';
import { useMediaQuery } from './useMediaQuery';

export interface DataColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers, e.g. "Portfolio companies". */
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Header of the first column, the one that names each row (e.g. "Company"). */
  titleHeader: string;
  title: (row: Row) => ReactNode;
  /** A picture beside the title: a logo, a photo or initials. */
  media?: (row: Row) => ReactNode;
  columns: readonly DataColumn<Row>[];
  /** Buttons acting on one row (edit, delete...). */
  actions?: (row: Row) => ReactNode;
  /** Rows to make stand out, such as unread messages. */
  isHighlighted?: (row: Row) => boolean;
}

const StyledScroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const StyledCaption = styled.caption`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const cellStyles = css`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  text-align: left;
  vertical-align: middle;
  /* A long unbroken word (a 100-character name) wraps instead of widening the table. */
  overflow-wrap: anywhere;
`;

const StyledHeaderCell = styled.th`
  ${cellStyles}
  overflow-wrap: normal;
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
`;

const StyledActionsHeaderCell = styled(StyledHeaderCell)`
  text-align: right;
`;

const StyledRow = styled.tr<{ $highlighted: boolean }>`
  background: ${({ theme, $highlighted }) => ($highlighted ? theme.color.paper : 'transparent')};

  & > th {
    box-shadow: ${({ theme, $highlighted }) =>
      $highlighted ? `inset 4px 0 0 ${theme.color.sand}` : 'none'};
  }

  &:last-child > * {
    border-bottom: 0;
  }
`;

const StyledRowHeader = styled.th`
  ${cellStyles}
  font-weight: 600;
  min-width: 10rem;
`;

const StyledCell = styled.td`
  ${cellStyles}
  min-width: 7rem;
`;

const StyledActionsCell = styled.td`
  ${cellStyles}
  overflow-wrap: normal;
  white-space: nowrap;
  text-align: right;
`;

const StyledTitle = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  & > :last-child {
    min-width: 0;
  }
`;

const StyledActions = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};

  td & {
    flex-wrap: nowrap;
  }
`;

const StyledCards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCard = styled.li<{ $highlighted: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-left: 4px solid
    ${({ theme, $highlighted }) => ($highlighted ? theme.color.sand : theme.color.line)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const StyledCardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.lg};
  overflow-wrap: anywhere;
`;

const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: minmax(6rem, auto) 1fr;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.inkMuted};
    font-weight: 600;
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** A dt/dd pair; `display: contents` keeps the pair on the list's two-column grid. */
const StyledDetail = styled.div`
  display: contents;
`;

/**
 * A list of records: a table from the medium breakpoint up, a stack of cards below it, where a
 * table would need sideways scrolling. The same cells feed both.
 */
export function DataTable<Row>({
  caption,
  rows,
  rowKey,
  titleHeader,
  title,
  media,
  columns,
  actions,
  isHighlighted = () => false,
}: DataTableProps<Row>) {
  const theme = useTheme();
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoint.lg}px)`);

  if (!isWide) {
    return (
      <StyledCards aria-label={caption}>
        {rows.map((row) => (
          <StyledCard key={rowKey(row)} $highlighted={isHighlighted(row)}>
            <StyledTitle>
              {media?.(row)}
              <StyledCardTitle>{title(row)}</StyledCardTitle>
            </StyledTitle>
            <StyledDetails>
              {columns.map((column) => (
                <StyledDetail key={column.header}>
                  <dt>{column.header}</dt>
                  <dd>{column.cell(row)}</dd>
                </StyledDetail>
              ))}
            </StyledDetails>
            {actions && <StyledActions>{actions(row)}</StyledActions>}
          </StyledCard>
        ))}
      </StyledCards>
    );
  }

  return (
    <StyledScroller role="region" aria-label={caption} tabIndex={0}>
      <StyledTable>
        <StyledCaption>{caption}</StyledCaption>
        <thead>
          <tr>
            <StyledHeaderCell scope="col">{titleHeader}</StyledHeaderCell>
            {columns.map((column) => (
              <StyledHeaderCell key={column.header} scope="col">
                {column.header}
              </StyledHeaderCell>
            ))}
            {actions && <StyledActionsHeaderCell scope="col">Actions</StyledActionsHeaderCell>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <StyledRow key={rowKey(row)} $highlighted={isHighlighted(row)}>
              <StyledRowHeader scope="row">
                <StyledTitle>
                  {media?.(row)}
                  <span>{title(row)}</span>
                </StyledTitle>
              </StyledRowHeader>
              {columns.map((column) => (
                <StyledCell key={column.header}>{column.cell(row)}</StyledCell>
              ))}
              {actions && (
                <StyledActionsCell>
                  <StyledActions>{actions(row)}</StyledActions>
                </StyledActionsCell>
              )}
            </StyledRow>
          ))}
        </tbody>
      </StyledTable>
    </StyledScroller>
  );
}
