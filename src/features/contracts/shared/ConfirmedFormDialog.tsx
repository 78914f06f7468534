import { Alert, type IconName } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/FormDialog';
import type { ContractNamespace } from './contractNamespace';

type ConfirmedFormDialogProps = {
  ns: ContractNamespace;
  title: string;
  /** The dialog's icon, and its confirmation's. */
  icon: IconName;
  busy: boolean;
  saveText: string;
  /** Runs on "save": shows the form's problems and says whether it may be confirmed. */
  isValid: () => boolean;
  /** The question asked before anything is sent. */
  confirmation: ReactNode;
  /** Runs once the caller has confirmed. */
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A form dialog whose "save" asks first (spec 002 §5: a renewal, a unit price): a form with
 * problems stays open, a valid one asks, and only a confirmation runs it.
 */
export const ConfirmedFormDialog = ({
  ns,
  title,
  icon,
  busy,
  saveText,
  isValid,
  confirmation,
  onConfirm,
  onClose,
  children,
}: ConfirmedFormDialogProps) => {
  const { t } = useTranslation(ns);
  const [confirming, setConfirming] = useState(false);
  return (
    <FormDialog
      title={title}
      icon={icon}
      busy={busy}
      cancelText={t('actions.cancel')}
      saveText={saveText}
      onClose={onClose}
      onSubmit={() => {
        if (isValid()) setConfirming(true);
      }}
    >
      {children}
      {/* The confirmation opens in its own layer, above the form, whatever its place in it. */}
      <Alert
        isOpen={confirming}
        icon={icon}
        intent="primary"
        confirmButtonText={t('actions.confirm')}
        cancelButtonText={t('actions.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onConfirm();
        }}
      >
        {confirmation}
      </Alert>
    </FormDialog>
  );
};
