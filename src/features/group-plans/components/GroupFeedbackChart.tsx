import { Callout } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, type CombinedError } from 'urql';
import { formLanguageOf, localised } from '../../../../forms/feedback-property.schemas';
import { GroupPunchSessionDocument, type GroupPlanFieldsFragment } from '../../../generated/graphql';
import { BACKGROUND_OPERATION, NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { SessionLineChart } from '../../../shared/charts/SessionLineChart';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LoadingState } from '../../../shared/ui/LoadingState';
import { chartSeries, sessionsSoFar, type ChartSession } from '../feedbackRules';

/**
 * The drawer's chart (spec 001 §2 screen 4): the class's rated and numeric answers, each question a
 * line over the sessions so far (a session's mean when several activities ask it). Each session's
 * latest answers come from forPunch, one read per session reached.
 */
export const GroupFeedbackChart = ({ plan, version }: { plan: GroupPlanFieldsFragment; version: number }) => {
  const { t, i18n } = useTranslation('group-plans');
  const language = formLanguageOf(i18n.language);
  const client = useClient();
  const [sessions, setSessions] = useState<ChartSession[] | null>(null);
  const [error, setError] = useState<CombinedError | null>(null);

  const planId = plan.id;
  const currentNum = plan.currentNum;

  useEffect(() => {
    let live = true;
    const context = {
      requestPolicy: 'network-only' as const,
      ...NO_ERROR_TOAST,
      ...(version > 0 ? BACKGROUND_OPERATION : {}),
    };
    void Promise.all(
      sessionsSoFar({ currentNum }).map((num) =>
        client.query(GroupPunchSessionDocument, { planId, num }, context).toPromise(),
      ),
    ).then((results) => {
      if (!live) return;
      const failed = results.find((r) => !r.data)?.error;
      setError(failed ?? null);
      setSessions(results.flatMap((r) => (r.data ? [r.data.groupPunchSession] : [])));
    });
    return () => {
      live = false;
    };
  }, [client, planId, currentNum, version]);

  if (error && (sessions === null || sessions.length === 0))
    return (
      <Callout intent="danger" title={t('chart.load-failed')}>
        {errorMessage(error, t('common:error.network'))}
      </Callout>
    );
  if (sessions === null) return <LoadingState />;
  const series = chartSeries(sessions);
  if (series.length === 0)
    return <EmptyState icon="timeline-line-chart" title={t('chart.title')} description={t('chart.empty')} />;

  return (
    <SessionLineChart
      series={series.map((s) => ({ ...s, label: localised(s.label, language) }))}
      lastNum={plan.currentNum}
      width={640}
      height={220}
      label={t('chart.label')}
      sessionAxis={t('chart.session')}
      pointLabel={(point) => t('chart.point', point)}
    />
  );
};
