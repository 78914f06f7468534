import { Alert } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { CheckInTarget } from '../hooks/useCheckInAction';

type CheckInDialogProps = {
  target: CheckInTarget | null;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before checking a child in or out: a slip on the wrong row would tell every screen. */
export const CheckInDialog = ({ target, open, busy, onConfirm, onCancel }: CheckInDialogProps) => {
  const { t } = useTranslation('subjects');
  const checkingIn = target?.direction !== 'out';
  return (
    <Alert
      isOpen={open && target !== null}
      icon={checkingIn ? 'log-in' : 'log-out'}
      intent="primary"
      confirmButtonText={t(checkingIn ? 'check-in.check-in' : 'check-in.check-out')}
      cancelButtonText={t('check-in.cancel')}
      loading={busy}
      canEscapeKeyCancel={!busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {target ? t(checkingIn ? 'check-in.confirm-in' : 'check-in.confirm-out', { name: target.subject.name }) : null}
      </p>
    </Alert>
  );
};
