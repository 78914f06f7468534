import { Button, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractNamespace } from './contractNamespace';

type ContractFormShellProps = {
  ns: ContractNamespace;
  title: string;
  /** Editing saves; creating goes on to the new contract's recharge (spec 002 §4). */
  editing: boolean;
  /** False until the days the validity may take have come: the fields wait for them. */
  ready: boolean;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** The fields, shown once ready. */
  children: ReactNode;
};

/** The dialog of a line's contract form: the fields once the date limits are in, cancel and save below. */
export const ContractFormShell = ({
  ns,
  title,
  editing,
  ready,
  busy,
  onSubmit,
  onClose,
  children,
}: ContractFormShellProps) => {
  const { t } = useTranslation(ns);
  return (
    <Dialog isOpen title={title} icon="document" style={{ width: 680 }} onClose={busy ? undefined : onClose}>
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>{ready ? children : <Spinner size={24} />}</DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('actions.cancel')} disabled={busy} onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                loading={busy}
                disabled={!ready}
                text={editing ? t('actions.save') : t('actions.create-next')}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
};
