import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import './dailySeriesChart.css';

/** One figure per day (already in the reader's language); `bars` draws it as columns, else a line. */
export type DailySeries = { key: string; label: string; values: readonly number[]; bars?: boolean };

const MARGIN = { top: 12, right: 16, bottom: 40, left: 44 };
/** Blueprint's chart-friendly colours, one per series. */
const COLOURS = ['#2D72D2', '#238551', '#C87619', '#CD4246', '#7961DB', '#147EB3'];
const TICK_TEXT = { fontSize: 10, fill: '#5F6B7C' };
const colourOf = (index: number) => COLOURS[index % COLOURS.length];

/**
 * Figures over consecutive days (statistics pages: listeners, plays, finished tracks per day):
 * column series drawn side by side, line series over them, a legend below. `dayLabel` writes a
 * day for the axis (e.g. 01/10); about eight labels are shown whatever the range.
 */
export const DailySeriesChart = ({
  days,
  series,
  width,
  height,
  label,
  dayLabel,
  pointLabel,
}: {
  /** ISO dates, in order. */
  days: readonly string[];
  series: readonly DailySeries[];
  width: number;
  height: number;
  /** The chart's accessible name. */
  label: string;
  dayLabel: (day: string) => string;
  pointLabel: (point: { label: string; day: string; value: number }) => string;
}) => {
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const top = Math.max(1, ...series.flatMap((s) => s.values));
  const x = scaleBand<string>({ domain: [...days], range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0], nice: true });
  const barSeries = series.filter((s) => s.bars);
  const lineSeries = series.filter((s) => !s.bars);
  const slot = x.bandwidth() / Math.max(1, barSeries.length);
  const every = Math.max(1, Math.ceil(days.length / 8));
  const centre = (day: string) => (x(day) ?? 0) + x.bandwidth() / 2;
  const colour = (s: DailySeries) => colourOf(series.indexOf(s));
  return (
    <div className="atrium-daily-chart">
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <AxisLeft scale={y} numTicks={4} tickLabelProps={TICK_TEXT} />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={days.filter((_, index) => index % every === 0)}
            tickFormat={dayLabel}
            tickLabelProps={TICK_TEXT}
          />
          {barSeries.map((s, index) =>
            days.map((day, d) => {
              const value = s.values[d] ?? 0;
              return (
                <Bar
                  key={`${s.key}-${day}`}
                  x={(x(day) ?? 0) + index * slot}
                  y={y(value)}
                  width={Math.max(1, slot - 1)}
                  height={innerHeight - y(value)}
                  fill={colour(s)}
                >
                  <title>{pointLabel({ label: s.label, day, value })}</title>
                </Bar>
              );
            }),
          )}
          {lineSeries.map((s) => (
            <g key={s.key}>
              <LinePath
                data={days.map((day, d) => ({ day, value: s.values[d] ?? 0 }))}
                x={(p) => centre(p.day)}
                y={(p) => y(p.value)}
                stroke={colour(s)}
                strokeWidth={2}
              />
              {days.map((day, d) => (
                <circle key={day} cx={centre(day)} cy={y(s.values[d] ?? 0)} r={2.5} fill={colour(s)}>
                  <title>{pointLabel({ label: s.label, day, value: s.values[d] ?? 0 })}</title>
                </circle>
              ))}
            </g>
          ))}
        </Group>
      </svg>
      <ul className="atrium-daily-chart-legend">
        {series.map((s) => (
          <li key={s.key}>
            <span className="atrium-daily-chart-swatch" style={{ background: colour(s) }} />
            {s.label}
          </li>
        ))}
      </ul>
    </div>
  );
};
