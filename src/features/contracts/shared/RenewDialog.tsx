import { FormGroup, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/formatDate';
import { ConfirmedFormDialog } from './ConfirmedFormDialog';
import { DayPicker } from './DayPicker';
import { dayDisabled, type DateLimits } from './dateRules';

type RenewDialogProps = {
  contract: { id: string; startTime: string; endTime: string };
  limits: DateLimits | undefined;
  busy: boolean;
  onRenew: (endTime: string) => void;
  onClose: () => void;
};

/** Spec 002 §5 renewal: a new end not before today, after the current end, within the parent's, over no other contract. */
export const RenewDialog = ({ contract, limits, busy, onRenew, onClose }: RenewDialogProps) => {
  const { t, i18n } = useTranslation('contracts');
  const [end, setEnd] = useState('');
  const [showProblem, setShowProblem] = useState(false);
  const problem = showProblem && !end ? t('renew.required') : undefined;
  return (
    <ConfirmedFormDialog
      ns="contracts"
      title={t('renew.title')}
      icon="calendar"
      busy={busy}
      saveText={t('actions.renew')}
      isValid={() => {
        setShowProblem(true);
        return end !== '';
      }}
      confirmation={t('renew.confirm', { end: formatDate(end, i18n.language) })}
      onConfirm={() => onRenew(end)}
      onClose={onClose}
    >
      <p>{t('renew.current', { end: formatDate(contract.endTime, i18n.language) })}</p>
      {!limits ? (
        <Spinner size={24} />
      ) : (
        <FormGroup label={t('renew.new-end')} intent={problem ? 'danger' : 'none'} helperText={problem}>
          <DayPicker
            label={t('renew.new-end')}
            value={end}
            onChange={setEnd}
            initial={contract.endTime}
            isDisabled={(iso) => iso <= contract.endTime || dayDisabled(limits, iso, contract.id)}
          />
        </FormGroup>
      )}
    </ConfirmedFormDialog>
  );
};
