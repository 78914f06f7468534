import { Alert, Button, Dialog, DialogBody, DialogFooter, FormGroup, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/formatDate';
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
  const [confirming, setConfirming] = useState(false);
  const [showProblem, setShowProblem] = useState(false);
  const problem = showProblem && !end ? t('renew.required') : undefined;
  return (
    <Dialog isOpen title={t('renew.title')} icon="calendar" onClose={busy ? undefined : onClose}>
      <DialogBody>
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
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('actions.cancel')} disabled={busy} onClick={onClose} />
            <Button
              intent="primary"
              loading={busy}
              text={t('actions.renew')}
              onClick={() => {
                setShowProblem(true);
                if (end) setConfirming(true);
              }}
            />
          </>
        }
      />
      <Alert
        isOpen={confirming}
        icon="calendar"
        intent="primary"
        confirmButtonText={t('actions.confirm')}
        cancelButtonText={t('actions.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onRenew(end);
        }}
      >
        {t('renew.confirm', { end: formatDate(end, i18n.language) })}
      </Alert>
    </Dialog>
  );
};
