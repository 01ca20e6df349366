import type { AnalyticsBreakdownRow } from '@sandglass/shared';
import { styled } from 'styled-components';
import { Card } from '../../../ui/Card';
import { formatFigure } from '../analyticsFormat';

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const StyledTable = styled.table`
  width: 100%;
  margin-top: ${({ theme }) => theme.space(3)};
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};

  th,
  td {
    padding-block: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
    text-align: right;
  }

  th:first-child {
    text-align: left;
    font-weight: 500;
    overflow-wrap: anywhere;
  }

  thead th {
    color: ${({ theme }) => theme.color.inkMuted};
    font-weight: 600;
  }
`;

const StyledBar = styled.span<{ $share: number }>`
  display: block;
  height: 4px;
  margin-top: ${({ theme }) => theme.space(1)};
  width: ${({ $share }) => `${Math.max(2, $share)}%`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.sand};
`;

const StyledQuiet = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.inkMuted};
`;

export interface BreakdownTableProps {
  title: string;
  keyLabel: string;
  rows: AnalyticsBreakdownRow[];
  /** Which count the bars and the order follow. */
  measure?: 'visitors' | 'pageViews';
  emptyText?: string;
}

/** A top-10 list as a real table (readable as is), with a bar per row for the eye. */
export function BreakdownTable({
  title,
  keyLabel,
  rows,
  measure = 'visitors',
  emptyText = 'Nothing in this range.',
}: BreakdownTableProps) {
  const largest = Math.max(1, ...rows.map((row) => row[measure]));
  return (
    <Card aria-label={title}>
      <StyledTitle>{title}</StyledTitle>
      {rows.length === 0 ? (
        <StyledQuiet>{emptyText}</StyledQuiet>
      ) : (
        <StyledTable>
          <thead>
            <tr>
              <th scope="col">{keyLabel}</th>
              <th scope="col">Visitors</th>
              <th scope="col">Page views</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">
                  {row.key}
                  <StyledBar $share={(row[measure] / largest) * 100} aria-hidden="true" />
                </th>
                <td>{formatFigure(row.visitors, 'count')}</td>
                <td>{formatFigure(row.pageViews, 'count')}</td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      )}
    </Card>
  );
}
