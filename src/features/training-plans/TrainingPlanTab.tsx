import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { TrainingPlanInfoDocument, type TrainingPlanType } from '../../generated/graphql';
import { usePermissions } from '../../shared/auth/usePermissions';
import { NO_ERROR_TOAST } from '../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../shared/graphql/errorMessage';
import { LIVE_REFETCH, useCentreEvents } from '../../shared/realtime/useCentreEvents';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadingState } from '../../shared/ui/LoadingState';
import { ActivatePlanDialog } from './components/ActivatePlanDialog';
import { PlanSummary } from './components/PlanSummary';
import { concernsTab, kindKey } from './trainingPlanKinds';
import './training-plans.css';

/** The write policy (activating, clocking in, ending): held but refused means the child is unbound. */
const PLAN_WRITE = 'RocketSystem.UserTrainingPlan.Write';

const EMPTY_ICON = { Sleep: 'moon', Nutrition: 'glass', Exercise: 'walk' } as const;

/**
 * The subject detail's sleep, nutrition and sport tabs (spec 000 §2; 001 §3 "Clock-in plan"): the
 * child's active plan of the kind with its counts, exercises and clock-in records, or an empty
 * state that offers "activate" to staff who may write. Live: a change made elsewhere shows here.
 */
export const TrainingPlanTab = ({ subjectId, type }: { subjectId: string; type: TrainingPlanType }) => {
  const { t } = useTranslation('training-plans');
  const permissions = usePermissions();
  const [activating, setActivating] = useState(false);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: TrainingPlanInfoDocument,
    variables: { subjectId, type },
    context: NO_ERROR_TOAST,
  });
  useCentreEvents({
    refetch: () => reexecute(LIVE_REFETCH),
    refetchOn: (event) => concernsTab(event, { subjectId, type }),
  });
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const kind = t(`kind.${kindKey(type)}`);

  if (error && !data)
    return (
      <Callout intent="danger" title={t('tab.load-failed')}>
        {errorMessage(error, t('common:error.network'))}
      </Callout>
    );
  if (!data) return <LoadingState />;

  const info = data.trainingPlanInfo;
  return (
    <section
      className="atrium-training-plan"
      aria-busy={fetching}
      aria-label={t('tab.label', { kind: t(`kind-title.${kindKey(type)}`), name: info.subjectName })}
    >
      {info.plan ? (
        <PlanSummary info={info} plan={info.plan} onChanged={reload} />
      ) : (
        <EmptyState
          icon={EMPTY_ICON[type]}
          title={t('tab.empty-title', { kind })}
          description={t('tab.empty-description')}
          action={
            info.canWrite ? (
              <Button
                intent="primary"
                icon="play"
                text={t('tab.activate', { kind })}
                onClick={() => setActivating(true)}
              />
            ) : (
              <Callout icon="info-sign">
                {permissions.granted(PLAN_WRITE) ? t('tab.not-bound') : t('tab.read-only')}
              </Callout>
            )
          }
        />
      )}
      {activating && (
        <ActivatePlanDialog
          subjectId={subjectId}
          subjectName={info.subjectName}
          type={type}
          onClose={() => setActivating(false)}
          onActivated={() => {
            setActivating(false);
            reload();
          }}
        />
      )}
    </section>
  );
};

// One component per tab key, as the subject detail takes its panels (src/app/routes.tsx).
export const SleepPlanTab = ({ subjectId }: { subjectId: string }) => (
  <TrainingPlanTab subjectId={subjectId} type="Sleep" />
);
export const NutritionPlanTab = ({ subjectId }: { subjectId: string }) => (
  <TrainingPlanTab subjectId={subjectId} type="Nutrition" />
);
export const ExercisePlanTab = ({ subjectId }: { subjectId: string }) => (
  <TrainingPlanTab subjectId={subjectId} type="Exercise" />
);
