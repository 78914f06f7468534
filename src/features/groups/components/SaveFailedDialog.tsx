import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

type SaveFailedDialogProps = { message: string | null; onClose: () => void };

/** Spec 001 §8: a transfer-list failure shows a warning titled "reminder" with a "know" button. */
export const SaveFailedDialog = ({ message, onClose }: SaveFailedDialogProps) => {
  const { t } = useTranslation('groups');
  return (
    <Dialog isOpen={message !== null} onClose={onClose} title={t('manage.failure-title')} icon="warning-sign">
      <DialogBody>
        <p>{message}</p>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={t('manage.failure-ok')} onClick={onClose} />} />
    </Dialog>
  );
};
