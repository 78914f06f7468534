import { Alert } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';

type DeleteContentAlertProps = {
  /** The item to delete, by name; null when closed. */
  item: { id: string; name: string } | null;
  /** The kind's delete mutation; a refusal (in use, wrong status) arrives as the error toast. */
  remove: (id: string) => Promise<{ error?: unknown }>;
  busy: boolean;
  onClose: () => void;
  onDeleted: () => void;
};

/** Asks before deleting a content item (only a Draft one, or one in the Trash, may go). */
export const DeleteContentAlert = ({ item, remove, busy, onClose, onDeleted }: DeleteContentAlertProps) => {
  const { t } = useTranslation('content');
  const toasts = useErrorToasts();
  const handleConfirm = async () => {
    if (!item) return;
    const result = await remove(item.id);
    onClose();
    if (result.error) return;
    toasts.showSuccess(t('delete.done', { name: item.name }));
    onDeleted();
  };
  return (
    <Alert
      isOpen={item !== null}
      icon="trash"
      intent="danger"
      confirmButtonText={t('delete.confirm')}
      cancelButtonText={t('common:form.cancel')}
      loading={busy}
      canEscapeKeyCancel={!busy}
      onConfirm={() => void handleConfirm()}
      onCancel={onClose}
    >
      <p>{item ? t('delete.question', { name: item.name }) : null}</p>
    </Alert>
  );
};
