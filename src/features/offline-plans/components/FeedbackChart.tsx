import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formLanguageOf, localised } from '../../../../forms/feedback-property.schemas';
import { SessionLineChart } from '../../../shared/charts/SessionLineChart';
import { chartSeries, type PlanDetail } from '../planRules';

/**
 * The chart of feedback records (spec 001 §2 screen 1): the rated and numeric answers of the staff
 * forms, each question a line over the plan's sessions (a session's mean when several activities
 * ask it).
 */
export const FeedbackChart = ({ plan }: { plan: PlanDetail }) => {
  const { t, i18n } = useTranslation('offline-plans');
  const language = formLanguageOf(i18n.language);
  const series = chartSeries(plan);

  return (
    <Card className="atrium-plan-chart">
      <h3 className="bp6-heading">{t('chart.title')}</h3>
      {series.length === 0 ? (
        <p className="bp6-text-muted">{t('chart.empty')}</p>
      ) : (
        <SessionLineChart
          series={series.map((s) => ({ ...s, label: localised(s.label, language) }))}
          lastNum={plan.summary.totalNum}
          width={560}
          height={200}
          label={t('chart.label')}
          sessionAxis={t('chart.session')}
          pointLabel={(point) => t('chart.point', point)}
        />
      )}
    </Card>
  );
};
