import { FormGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { RenewSessionQuotaDocument, type SessionQuotaFieldsFragment } from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { DateField } from '../../../shared/ui/DateField';
import { FormDialog } from '../../../shared/ui/FormDialog';
import { TextField } from '../../../shared/ui/TextField';
import { modesOf, keyOf } from '../quotaForm';

type RenewDialogProps = { quota: SessionQuotaFieldsFragment; onClose: () => void; onSaved: () => void };

const WHOLE = /^\d+$/;

/** Renew a session quota: more sessions (a limited count) and/or a later end date (a limited time). */
export const RenewDialog = ({ quota, onClose, onSaved }: RenewDialogProps) => {
  const { t } = useTranslation('quotas');
  const toasts = useErrorToasts();
  const [{ fetching }, renew] = useMutation(RenewSessionQuotaDocument);
  const { timeMode, quantityMode } = modesOf(quota.billingMethod);
  const [hours, setHours] = useState('');
  const [endTime, setEndTime] = useState('');
  const [showProblems, setShowProblems] = useState(false);

  const hoursProblem = hours.trim() !== '' && !WHOLE.test(hours.trim()) ? t('problems.hours-whole') : undefined;
  const laterProblem =
    endTime !== '' && quota.endTime && endTime <= quota.endTime
      ? t('problems.end-later', { date: quota.endTime })
      : undefined;
  const emptyProblem = hours.trim() === '' && endTime === '' ? t('problems.renewal-empty') : undefined;

  const handleSubmit = async () => {
    setShowProblems(true);
    if (hoursProblem || laterProblem || emptyProblem) return;
    const result = await renew({
      input: {
        id: quota.id,
        classHours: hours.trim() === '' ? null : Number(hours.trim()),
        endTime: endTime === '' ? null : endTime,
      },
    });
    if (result.error) return;
    toasts.showSuccess(t('renew.saved', { name: quota.childName }));
    onSaved();
    onClose();
  };

  return (
    <FormDialog
      title={t('renew.title', { name: quota.childName, type: t(`types.${keyOf(quota.type)}`) })}
      icon="refresh"
      busy={fetching}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
      {quantityMode === 'limited' && (
        <TextField
          id="atrium-quota-renew-hours"
          label={t('renew.add-hours')}
          problem={showProblems ? (hoursProblem ?? emptyProblem) : undefined}
          maxLength={6}
          value={hours}
          onChange={setHours}
        />
      )}
      {timeMode === 'limited' && (
        <FormGroup
          label={t('renew.end-time')}
          labelFor="atrium-quota-renew-end"
          intent={showProblems && laterProblem ? 'danger' : 'none'}
          helperText={
            showProblems ? (laterProblem ?? (quantityMode === 'limited' ? undefined : emptyProblem)) : undefined
          }
        >
          <DateField id="atrium-quota-renew-end" value={endTime} onChange={(s) => setEndTime(s.iso)} />
        </FormGroup>
      )}
    </FormDialog>
  );
};
