import { Alert } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { DeleteTestLocationDocument, type TestLocationFieldsFragment } from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';

type DeleteLocationAlertProps = {
  location: TestLocationFieldsFragment | null;
  onClose: () => void;
  onDeleted: () => void;
};

/**
 * Asks before deleting a location. A location that test requests use is refused by the server
 * (Business:TestLocationInUse); its message comes as the console's error toast.
 */
export const DeleteLocationAlert = ({ location, onClose, onDeleted }: DeleteLocationAlertProps) => {
  const { t } = useTranslation('test-locations');
  const toasts = useErrorToasts();
  const [state, remove] = useMutation(DeleteTestLocationDocument);
  const handleConfirm = async () => {
    if (!location) return;
    const result = await remove({ id: location.id });
    onClose();
    if (result.error) return;
    toasts.showSuccess(t('delete.done', { name: location.name }));
    onDeleted();
  };
  return (
    <Alert
      isOpen={location !== null}
      icon="trash"
      intent="danger"
      confirmButtonText={t('delete.confirm')}
      cancelButtonText={t('form.cancel')}
      loading={state.fetching}
      canEscapeKeyCancel={!state.fetching}
      onConfirm={() => void handleConfirm()}
      onCancel={onClose}
    >
      <p>{location ? t('delete.question', { name: location.name }) : null}</p>
    </Alert>
  );
};
