import { Button, Dialog, DialogBody, DialogFooter, type IconName } from '@blueprintjs/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type FormDialogProps = {
  title: string;
  icon: IconName;
  /** A save in flight: the dialog cannot be closed and the buttons wait. */
  busy: boolean;
  /** The two buttons' texts when a screen words them otherwise than "Cancel" and "Save". */
  cancelText?: string;
  saveText?: string;
  /** Keeps "save" off while the form cannot be saved at all (e.g. nothing to choose from). */
  saveDisabled?: boolean;
  onClose: () => void;
  /** Runs on "save" and on Enter; the browser's own checks are off, the form says what is wrong. */
  onSubmit: () => Promise<void> | void;
  /** Added to the dialog's own class, e.g. to give a wide form more room than the default width. */
  className?: string;
  children: ReactNode;
};

/** The shell of a small add/edit dialog: a form with its fields, then cancel and save. Mount it to open it. */
export const FormDialog = ({
  title,
  icon,
  busy,
  cancelText,
  saveText,
  saveDisabled,
  onClose,
  onSubmit,
  className,
  children,
}: FormDialogProps) => {
  const { t } = useTranslation('common');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Dialog isOpen onClose={busy ? undefined : onClose} title={title} icon={icon} className={className}>
      <form onSubmit={handleSubmit} noValidate>
        <DialogBody>{children}</DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={cancelText ?? t('form.cancel')} disabled={busy} onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                text={saveText ?? t('form.save')}
                loading={busy}
                disabled={saveDisabled ?? false}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
};
