import type { AnalyticsDashboard } from '@sandglass/shared';
import { useEffect, useRef } from 'react';
import { styled, useTheme } from 'styled-components';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { formatPointTime } from '../analyticsFormat';

const CHART_HEIGHT = 280;

const StyledFigure = styled.figure`
  min-width: 0;
  margin: 0;
  overflow: hidden;
`;

const StyledChart = styled.div`
  width: 100%;
  min-height: ${CHART_HEIGHT}px;
  font-size: ${({ theme }) => theme.fontSize.xs};

  .u-legend {
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

export interface TrafficChartProps {
  series: AnalyticsDashboard['series'];
}

/**
 * Visitors and page views over the range, drawn with uPlot (loaded with this page only). The
 * canvas is hidden from screen readers, which get the same numbers as a table.
 */
export function TrafficChart({ series }: TrafficChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useTheme();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      series.points.map((point) => Date.parse(point.time) / 1000),
      series.points.map((point) => point.visitors),
      series.points.map((point) => point.pageViews),
    ];
    const axis = { stroke: theme.color.inkMuted, grid: { stroke: theme.color.line } };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: CHART_HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: { x: { time: true } },
        legend: { live: false },
        axes: [axis, { ...axis, size: 56 }],
        series: [
          {},
          { label: 'Visitors', stroke: theme.color.info, width: 2, points: { show: false } },
          { label: 'Page views', stroke: theme.color.sandDeep, width: 2, points: { show: false } },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => {
      chart.setSize({ width: element.clientWidth, height: CHART_HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series, theme]);

  return (
    <StyledFigure>
      <StyledChart ref={box} aria-hidden="true" data-testid="traffic-chart" />
      <VisuallyHidden>
        <table>
          <caption>
            Visitors and page views by {series.interval === 'hour' ? 'hour' : 'day'} (UTC)
          </caption>
          <thead>
            <tr>
              <th scope="col">{series.interval === 'hour' ? 'Hour' : 'Day'}</th>
              <th scope="col">Visitors</th>
              <th scope="col">Page views</th>
            </tr>
          </thead>
          <tbody>
            {series.points.map((point) => (
              <tr key={point.time}>
                <th scope="row">{formatPointTime(point.time, series.interval)}</th>
                <td>{point.visitors}</td>
                <td>{point.pageViews}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </StyledFigure>
  );
}
