import { Alert, Callout, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export type Confirmation = {
  message: string;
  /** Said above the question, when something should give the user pause (the punch check). */
  warning?: string;
  intent?: Intent;
  confirmText?: string;
  onConfirm: () => void;
};

/** The plan page's confirmations (activate next, end, not started, suspend …): one at a time. */
export const ConfirmAlert = ({ confirmation, onClose }: { confirmation: Confirmation | null; onClose: () => void }) => {
  const { t } = useTranslation('offline-plans');
  return (
    <Alert
      isOpen={confirmation !== null}
      intent={confirmation?.intent ?? 'primary'}
      icon={confirmation?.intent === 'danger' ? 'warning-sign' : 'help'}
      confirmButtonText={confirmation?.confirmText ?? t('action.confirm')}
      cancelButtonText={t('action.cancel')}
      canEscapeKeyCancel
      onCancel={onClose}
      onConfirm={() => {
        const run = confirmation?.onConfirm;
        onClose();
        run?.();
      }}
    >
      {confirmation?.warning && (
        <Callout intent="warning" className="atrium-confirm-warning">
          {confirmation.warning}
        </Callout>
      )}
      <p>{confirmation?.message}</p>
    </Alert>
  );
};
