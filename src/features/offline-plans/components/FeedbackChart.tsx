import { Card } from '@blueprintjs/core';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useTranslation } from 'react-i18next';
import { formLanguageOf, localised } from '../../../../forms/feedback-property.schemas';
import { chartSeries, type PlanDetail } from '../planRules';

const WIDTH = 560;
const HEIGHT = 200;
const MARGIN = { top: 12, right: 16, bottom: 40, left: 40 };
/** Blueprint's chart-friendly colours, one per question. */
const COLOURS = ['#2D72D2', '#238551', '#C87619', '#CD4246', '#7961DB', '#147EB3', '#D1980B', '#00A396'];

/**
 * The chart of feedback records (spec 001 §2 screen 1): the rated and numeric answers of the staff
 * forms, each question a line over the plan's sessions (a session's mean when several activities
 * ask it).
 */
export const FeedbackChart = ({ plan }: { plan: PlanDetail }) => {
  const { t, i18n } = useTranslation('offline-plans');
  const language = formLanguageOf(i18n.language);
  const series = chartSeries(plan);
  const total = Math.max(1, plan.summary.totalNum);
  const values = series.flatMap((s) => s.points.map((p) => p.value));
  const top = Math.max(1, ...values);
  const x = scaleLinear<number>({ domain: [1, Math.max(2, total)], range: [0, WIDTH - MARGIN.left - MARGIN.right] });
  const y = scaleLinear<number>({ domain: [0, top], range: [HEIGHT - MARGIN.top - MARGIN.bottom, 0], nice: true });
  const ticks = Math.min(total, 12);

  return (
    <Card className="atrium-plan-chart">
      <h3 className="bp6-heading">{t('chart.title')}</h3>
      {series.length === 0 ? (
        <p className="bp6-text-muted">{t('chart.empty')}</p>
      ) : (
        <>
          <svg
            width={WIDTH}
            height={HEIGHT}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={t('chart.label')}
          >
            <Group left={MARGIN.left} top={MARGIN.top}>
              <AxisLeft scale={y} numTicks={4} tickLabelProps={{ fontSize: 10, fill: '#5F6B7C' }} />
              <AxisBottom
                top={HEIGHT - MARGIN.top - MARGIN.bottom}
                scale={x}
                numTicks={ticks}
                tickFormat={(n) => String(n)}
                label={t('chart.session')}
                labelProps={{ fontSize: 10, fill: '#5F6B7C' }}
                tickLabelProps={{ fontSize: 10, fill: '#5F6B7C' }}
              />
              {series.map((s, index) => {
                const colour = COLOURS[index % COLOURS.length];
                return (
                  <g key={s.propertyId}>
                    <LinePath
                      data={s.points}
                      x={(p) => x(p.num)}
                      y={(p) => y(p.value)}
                      stroke={colour}
                      strokeWidth={2}
                    />
                    {s.points.map((p) => (
                      <circle key={p.num} cx={x(p.num)} cy={y(p.value)} r={3} fill={colour}>
                        <title>
                          {t('chart.point', { label: localised(s.label, language), num: p.num, value: p.value })}
                        </title>
                      </circle>
                    ))}
                  </g>
                );
              })}
            </Group>
          </svg>
          <ul className="atrium-plan-chart-legend">
            {series.map((s, index) => (
              <li key={s.propertyId}>
                <span className="atrium-plan-chart-swatch" style={{ background: COLOURS[index % COLOURS.length] }} />
                {localised(s.label, language)}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
};
