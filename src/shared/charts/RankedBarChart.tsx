import { AxisLeft, AxisTop } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import './dailySeriesChart.css';

export type RankedBar = { key: string; label: string; value: number };

const MARGIN = { top: 24, right: 24, bottom: 8, left: 140 };
const TICK_TEXT = { fontSize: 10, fill: '#5F6B7C' };
const ROW = 22;

/** The longest label drawn before it is cut with an ellipsis (the full one is the bar's title). */
const cut = (text: string, max = 20) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Items ranked by one figure, largest first, as horizontal bars (statistics pages: the most
 * played tracks). The height follows the number of bars.
 */
export const RankedBarChart = ({
  bars,
  width,
  label,
  barLabel,
  colour = '#2D72D2',
}: {
  bars: readonly RankedBar[];
  width: number;
  /** The chart's accessible name. */
  label: string;
  barLabel: (bar: RankedBar) => string;
  colour?: string;
}) => {
  const height = MARGIN.top + MARGIN.bottom + Math.max(1, bars.length) * ROW;
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const y = scaleBand<string>({
    domain: bars.map((b) => b.key),
    range: [0, height - MARGIN.top - MARGIN.bottom],
    padding: 0.25,
  });
  const x = scaleLinear<number>({
    domain: [0, Math.max(1, ...bars.map((b) => b.value))],
    range: [0, innerWidth],
    nice: true,
  });
  const labels = new Map(bars.map((b) => [b.key, cut(b.label)]));
  return (
    <div className="atrium-ranked-chart">
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <AxisTop scale={x} numTicks={5} tickLabelProps={TICK_TEXT} />
          <AxisLeft scale={y} tickFormat={(key) => labels.get(key) ?? key} tickLabelProps={TICK_TEXT} hideTicks />
          {bars.map((b) => (
            <Bar key={b.key} x={0} y={y(b.key) ?? 0} width={x(b.value)} height={y.bandwidth()} fill={colour}>
              <title>{barLabel(b)}</title>
            </Bar>
          ))}
        </Group>
      </svg>
    </div>
  );
};
