import { Alert, Button, Card, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import {
  EndTrainingPlanDocument,
  type TrainingPlanFieldsFragment,
  type TrainingPlanInfoQuery,
} from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { formatDate } from '../../../shared/i18n/formatDate';
import { kindKey } from '../trainingPlanKinds';
import { ClockInDialog } from './ClockInDialog';
import { ClockInRecords } from './ClockInRecords';
import { ExerciseLists } from './ExerciseLists';

type Info = TrainingPlanInfoQuery['trainingPlanInfo'];

/**
 * An active plan (spec 001 §3 "Clock-in plan"): when and by whom it was activated, days clocked in
 * (finishedDayCount), the current streak (continueDayCount), today's state, what the family is
 * asked to do, the exercises of an exercise plan, and its clock-in records; "clock in" and "end"
 * for staff who may write.
 */
export const PlanSummary = ({
  info,
  plan,
  onChanged,
}: {
  info: Info;
  plan: TrainingPlanFieldsFragment;
  onChanged: () => void;
}) => {
  const { t, i18n } = useTranslation('training-plans');
  const toasts = useErrorToasts();
  const [clockingIn, setClockingIn] = useState(false);
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const [{ fetching: ending }, end] = useMutation(EndTrainingPlanDocument);
  const kind = t(`kind.${kindKey(plan.type)}`);
  const date = formatDate(plan.creationTime, i18n.language);
  const days = (count: number) => t('summary.days', { count });

  const handleEnd = async () => {
    setConfirmingEnd(false);
    const result = await end({ id: plan.id });
    if (result.error) return;
    toasts.showSuccess(t('summary.ended-toast', { kind, name: info.subjectName }));
    onChanged();
  };

  return (
    <div className="atrium-training-plan-body">
      <Card className="atrium-training-plan-summary">
        <div className="atrium-training-plan-head">
          <div>
            <h2 className="bp6-heading">{t('summary.title', { kind: t(`kind-title.${kindKey(plan.type)}`) })}</h2>
            <p className="bp6-text-muted">
              {plan.activatedByName
                ? t('summary.activated-by', { date, name: plan.activatedByName })
                : t('summary.activated-on', { date })}
            </p>
          </div>
          <div className="atrium-training-plan-actions">
            <Tag intent={plan.clockedInToday ? 'success' : 'none'} icon={plan.clockedInToday ? 'tick' : 'time'}>
              {plan.clockedInToday ? t('summary.today-done') : t('summary.today-open')}
            </Tag>
            {info.canWrite && (
              <>
                <Button
                  intent="primary"
                  icon="endorsed"
                  text={t('summary.clock-in')}
                  onClick={() => setClockingIn(true)}
                />
                <Button icon="stop" text={t('summary.end')} loading={ending} onClick={() => setConfirmingEnd(true)} />
              </>
            )}
          </div>
        </div>
        <dl className="atrium-training-plan-counts">
          <div>
            <dt>{t('summary.finished')}</dt>
            <dd data-testid="finished-day-count">{days(plan.finishedDayCount)}</dd>
          </div>
          <div>
            <dt>{t('summary.streak')}</dt>
            <dd data-testid="continue-day-count">{days(plan.continueDayCount)}</dd>
          </div>
          <div>
            <dt>{t('summary.last')}</dt>
            <dd>{plan.lastClockInDay ? formatDate(plan.lastClockInDay, i18n.language) : t('summary.never')}</dd>
          </div>
        </dl>
        {plan.remark && (
          <div className="atrium-training-plan-remark">
            <h3 className="bp6-heading">{t('summary.remark')}</h3>
            <p>{plan.remark}</p>
          </div>
        )}
      </Card>
      {plan.type === 'Exercise' && <ExerciseLists subjectId={info.subjectId} exercises={plan.exercises} />}
      <ClockInRecords subjectId={info.subjectId} planId={plan.id} version={plan.finishedDayCount} />
      {clockingIn && (
        <ClockInDialog
          info={info}
          plan={plan}
          onClose={() => setClockingIn(false)}
          onClockedIn={() => {
            setClockingIn(false);
            onChanged();
          }}
        />
      )}
      <Alert
        isOpen={confirmingEnd}
        intent="danger"
        icon="warning-sign"
        confirmButtonText={t('summary.end')}
        cancelButtonText={t('summary.end-cancel')}
        canEscapeKeyCancel
        onCancel={() => setConfirmingEnd(false)}
        onConfirm={() => void handleEnd()}
      >
        <p>{t('summary.end-confirm', { kind, name: info.subjectName })}</p>
      </Alert>
    </div>
  );
};
