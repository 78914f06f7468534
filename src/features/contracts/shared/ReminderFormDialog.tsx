import { Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/FormDialog';
import type { ContractNamespace } from './contractNamespace';

type ReminderFormDialogProps = {
  ns: ContractNamespace;
  title: string;
  /** False until the line's reminder settings are in: a spinner, and save stays off. */
  loaded: boolean;
  busy: boolean;
  onSubmit: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
};

/** A line's reminder settings dialog: the fields once the settings are in, cancel and save below. */
export const ReminderFormDialog = ({
  ns,
  title,
  loaded,
  busy,
  onSubmit,
  onClose,
  children,
}: ReminderFormDialogProps) => {
  const { t } = useTranslation(ns);
  return (
    <FormDialog
      title={title}
      icon="notifications"
      busy={busy}
      cancelText={t('actions.cancel')}
      saveText={t('actions.save')}
      saveDisabled={!loaded}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {loaded ? children : <Spinner size={24} />}
    </FormDialog>
  );
};
