import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import './sessionLineChart.css';

/** One question's answers, a point per session (already in the reader's language). */
export type SessionSeries = { key: string; label: string; points: readonly { num: number; value: number }[] };

const MARGIN = { top: 12, right: 16, bottom: 40, left: 40 };
/** Blueprint's chart-friendly colours, one per question. */
const COLOURS = ['#2D72D2', '#238551', '#C87619', '#CD4246', '#7961DB', '#147EB3', '#D1980B', '#00A396'];
const TICK_TEXT = { fontSize: 10, fill: '#5F6B7C' };
const colourOf = (index: number) => COLOURS[index % COLOURS.length];

/**
 * Feedback answers over a plan's sessions (spec 001 §2 screens 1 and 4: a child's plan and a
 * class's drawer): each question a line, sessions 1 to `lastNum` along, a legend below. The
 * callers give the texts, so that each reads its own catalogue.
 */
export const SessionLineChart = ({
  series,
  lastNum,
  width,
  height,
  label,
  sessionAxis,
  pointLabel,
}: {
  series: readonly SessionSeries[];
  lastNum: number;
  width: number;
  height: number;
  /** The chart's accessible name. */
  label: string;
  sessionAxis: string;
  pointLabel: (point: { label: string; num: number; value: number }) => string;
}) => {
  const last = Math.max(2, lastNum);
  const top = Math.max(1, ...series.flatMap((s) => s.points.map((p) => p.value)));
  const x = scaleLinear<number>({ domain: [1, last], range: [0, width - MARGIN.left - MARGIN.right] });
  const y = scaleLinear<number>({ domain: [0, top], range: [height - MARGIN.top - MARGIN.bottom, 0], nice: true });
  return (
    <div className="atrium-session-chart">
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <AxisLeft scale={y} numTicks={4} tickLabelProps={TICK_TEXT} />
          <AxisBottom
            top={height - MARGIN.top - MARGIN.bottom}
            scale={x}
            numTicks={Math.min(Math.max(1, lastNum), 12)}
            tickFormat={(n) => String(n)}
            label={sessionAxis}
            labelProps={TICK_TEXT}
            tickLabelProps={TICK_TEXT}
          />
          {series.map((s, index) => (
            <g key={s.key}>
              <LinePath
                data={[...s.points]}
                x={(p) => x(p.num)}
                y={(p) => y(p.value)}
                stroke={colourOf(index)}
                strokeWidth={2}
              />
              {s.points.map((p) => (
                <circle key={p.num} cx={x(p.num)} cy={y(p.value)} r={3} fill={colourOf(index)}>
                  <title>{pointLabel({ label: s.label, num: p.num, value: p.value })}</title>
                </circle>
              ))}
            </g>
          ))}
        </Group>
      </svg>
      <ul className="atrium-session-chart-legend">
        {series.map((s, index) => (
          <li key={s.key}>
            <span className="atrium-session-chart-swatch" style={{ background: colourOf(index) }} />
            {s.label}
          </li>
        ))}
      </ul>
    </div>
  );
};
