import type { AnalyticsFigure } from '@sandglass/shared';
import { styled } from 'styled-components';
import { changeOf, formatFigure, type FigureKind } from '../analyticsFormat';

export interface FigureItem {
  label: string;
  figure: AnalyticsFigure;
  kind: FigureKind;
  /** True where a fall is good news (bounce rate). */
  lowerIsBetter?: boolean;
}

const StyledGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 170px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
`;

const StyledFigure = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  dt {
    color: ${({ theme }) => theme.color.inkMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`;

const StyledValue = styled.span`
  display: block;
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: 600;
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;

const StyledChange = styled.span<{ $tone: 'good' | 'bad' | 'flat' }>`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme, $tone }) =>
    $tone === 'good'
      ? theme.color.success
      : $tone === 'bad'
        ? theme.color.danger
        : theme.color.inkMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export interface FigureGridProps {
  items: FigureItem[];
}

/** The range's figures, each with its change against the period before. */
export function FigureGrid({ items }: FigureGridProps) {
  return (
    <StyledGrid>
      {items.map(({ label, figure, kind, lowerIsBetter }) => {
        const change = changeOf(figure, kind);
        const better = lowerIsBetter ? 'down' : 'up';
        const tone =
          change.direction === 'flat' ? 'flat' : change.direction === better ? 'good' : 'bad';
        return (
          <StyledFigure key={label}>
            <dt>{label}</dt>
            <dd>
              <StyledValue>{formatFigure(figure.current, kind)}</StyledValue>
              <StyledChange $tone={tone}>
                {change.text} vs previous period ({formatFigure(figure.previous, kind)})
              </StyledChange>
            </dd>
          </StyledFigure>
        );
      })}
    </StyledGrid>
  );
}
