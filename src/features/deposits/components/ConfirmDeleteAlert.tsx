import { Alert } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

type ConfirmDeleteAlertProps = {
  question: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Spec 002 §8 "Confirmations: delete". */
export const ConfirmDeleteAlert = ({ question, busy, onConfirm, onCancel }: ConfirmDeleteAlertProps) => {
  const { t } = useTranslation('deposits');
  return (
    <Alert
      isOpen={question !== null}
      icon="trash"
      intent="danger"
      confirmButtonText={t('delete.confirm')}
      cancelButtonText={t('delete.cancel')}
      loading={busy}
      canEscapeKeyCancel={!busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{question}</p>
    </Alert>
  );
};
