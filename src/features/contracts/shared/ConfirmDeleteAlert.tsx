import { Alert } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ConfirmDeleteAlertProps = {
  /** The deletion in flight: the delete button waits. */
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
  /** What is deleted and what follows from it. */
  children: ReactNode;
};

/** Asks before a row of a contract's lists (a recharge record, a resource) is deleted. Mount it to open it. */
export const ConfirmDeleteAlert = ({ busy, onCancel, onConfirm, children }: ConfirmDeleteAlertProps) => {
  const { t } = useTranslation('contracts');
  return (
    <Alert
      isOpen
      icon="trash"
      intent="danger"
      loading={busy}
      confirmButtonText={t('actions.delete')}
      cancelButtonText={t('actions.cancel')}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {children}
    </Alert>
  );
};
