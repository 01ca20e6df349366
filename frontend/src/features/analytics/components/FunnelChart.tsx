import type { AnalyticsFunnelStep } from '@sandglass/shared';
import { styled } from 'styled-components';
import { Card } from '../../../ui/Card';
import { formatFigure } from '../analyticsFormat';
import { countLabel } from '../../../lib/countLabel';

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const StyledSteps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => `${theme.space(4)} 0 0`};
  padding: 0;
  list-style: none;
`;

const StyledLine = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  font-weight: 600;

  span:last-child {
    color: ${({ theme }) => theme.color.inkMuted};
    font-weight: 400;
  }
`;

const StyledTrack = styled.div`
  height: 12px;
  margin-top: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const StyledFill = styled.div<{ $share: number }>`
  width: ${({ $share }) => `${$share}%`};
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.info};
`;

export interface FunnelChartProps {
  steps: AnalyticsFunnelStep[];
}

/** Visit → portfolio → Learn More / contact form, each step as a share of all visits. */
export function FunnelChart({ steps }: FunnelChartProps) {
  const visits = steps[0]?.visits ?? 0;
  return (
    <Card aria-label="Conversion funnel">
      <StyledTitle>Conversion funnel</StyledTitle>
      <StyledSteps>
        {steps.map((step) => {
          const share = visits ? Math.round((step.visits / visits) * 1000) / 10 : 0;
          return (
            <li key={step.step}>
              <StyledLine>
                <span>{step.label}</span>
                <span>
                  {countLabel(step.visits, 'visit')} ({formatFigure(share, 'percent')})
                </span>
              </StyledLine>
              <StyledTrack aria-hidden="true">
                <StyledFill $share={share} />
              </StyledTrack>
            </li>
          );
        })}
      </StyledSteps>
    </Card>
  );
}
