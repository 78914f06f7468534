import { Callout, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  ClockInTrainingPlanDocument,
  TrainingPlanPunchesDocument,
  type TrainingPlanFieldsFragment,
  type TrainingPlanInfoQuery,
} from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { formatDate } from '../../../shared/i18n/formatDate';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { clockInDays, kindKey, PAGE_SIZE } from '../trainingPlanKinds';

type Props = {
  info: TrainingPlanInfoQuery['trainingPlanInfo'];
  plan: TrainingPlanFieldsFragment;
  onClose: () => void;
  onClockedIn: () => void;
};

/**
 * Staff clock in for the family (guardians cannot sign in yet): the day done, today or up to six
 * days late (never before the plan began), days already clocked in shown but not offered, a note.
 */
export const ClockInDialog = ({ info, plan, onClose, onClockedIn }: Props) => {
  const { t, i18n } = useTranslation('training-plans');
  const toasts = useErrorToasts();
  const [{ fetching }, clockIn] = useMutation(ClockInTrainingPlanDocument);
  // The newest 10 records hold every day of the last week that is clocked in (one a day at most).
  const [{ data }] = useQuery({
    query: TrainingPlanPunchesDocument,
    variables: { subjectId: info.subjectId, userTrainingPlanId: plan.id, skipCount: 0, maxResultCount: PAGE_SIZE },
  });
  const taken = new Set(data?.trainingPlanPunches.items.map((p) => p.day) ?? []);
  const days = clockInDays(info.today, info.earliestClockInDay);
  const firstOpen = days.find((d) => !taken.has(d));
  const [chosen, setChosen] = useState<string | null>(null);
  const day = chosen ?? firstOpen ?? '';
  const [remark, setRemark] = useState('');
  const kind = t(`kind.${kindKey(plan.type)}`);

  const label = (d: string) => {
    const date = formatDate(d, i18n.language);
    if (taken.has(d)) return t('clock-in.taken', { date });
    return d === info.today ? t('clock-in.today', { date }) : date;
  };

  const handleSubmit = async () => {
    if (!day) return;
    const result = await clockIn({ input: { userTrainingPlanId: plan.id, day, remark: remark.trim() || null } });
    if (result.error) return;
    toasts.showSuccess(t('clock-in.done', { date: formatDate(day, i18n.language) }));
    onClockedIn();
  };

  return (
    <FormDialog
      title={t('clock-in.title', { kind, name: info.subjectName })}
      icon="endorsed"
      busy={fetching}
      saveText={t('clock-in.save')}
      saveDisabled={!day}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      <Callout icon="info-sign" className="atrium-training-plan-on-behalf">
        {t('clock-in.on-behalf')}
      </Callout>
      <FormGroup label={t('clock-in.day')} labelFor="atrium-clock-in-day">
        <HTMLSelect
          id="atrium-clock-in-day"
          value={day}
          onChange={(event) => setChosen(event.target.value)}
          options={days.map((d) => ({ value: d, label: label(d), disabled: taken.has(d) }))}
        />
      </FormGroup>
      <FormGroup label={t('clock-in.remark')} labelFor="atrium-clock-in-remark">
        <TextArea
          id="atrium-clock-in-remark"
          fill
          rows={2}
          maxLength={500}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
        />
      </FormGroup>
    </FormDialog>
  );
};
