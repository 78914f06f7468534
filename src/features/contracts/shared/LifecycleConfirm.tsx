import { Alert } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useMutation, type TypedDocumentNode } from 'urql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { kebab } from './catalogueKey';
import type { ContractNamespace } from './contractNamespace';

/** The row actions that ask before they run (spec 002 §4). */
export type Confirmable = 'enable' | 'stop' | 'reEnable' | 'delete';

export const isConfirmable = (action: string): action is Confirmable =>
  action === 'enable' || action === 'stop' || action === 'reEnable' || action === 'delete';

type IdMutation<Data> = TypedDocumentNode<Data, { id: string }>;

type LifecycleConfirmProps<Deleted> = {
  ns: ContractNamespace;
  action: Confirmable;
  contractId: string;
  /** The line's mutations of the four actions. */
  mutations: {
    enable: IdMutation<unknown>;
    stop: IdMutation<unknown>;
    reEnable: IdMutation<unknown>;
    delete: IdMutation<Deleted>;
  };
  /** The values of the line's `confirm.deleted` message: what the deletion gave back. */
  deletedValues: (data: Deleted) => Record<string, string | number>;
  onClose: () => void;
};

/** Asks before a contract is enabled, stopped, re-enabled or deleted, runs it and says what was done. */
export const LifecycleConfirm = <Deleted,>({
  ns,
  action,
  contractId,
  mutations,
  deletedValues,
  onClose,
}: LifecycleConfirmProps<Deleted>) => {
  const { t } = useTranslation(ns);
  const toasts = useErrorToasts();
  const [enableState, enable] = useMutation(mutations.enable);
  const [stopState, stop] = useMutation(mutations.stop);
  const [reEnableState, reEnable] = useMutation(mutations.reEnable);
  const [deleteState, remove] = useMutation(mutations.delete);
  const busy = enableState.fetching || stopState.fetching || reEnableState.fetching || deleteState.fetching;

  const confirm = async () => {
    const variables = { id: contractId };
    if (action === 'delete') {
      const result = await remove(variables);
      if (!result.data) return;
      toasts.showSuccess(t('confirm.deleted', deletedValues(result.data)));
    } else {
      const run = action === 'enable' ? enable : action === 'stop' ? stop : reEnable;
      const result = await run(variables);
      if (result.error) return;
      toasts.showSuccess(t(`confirm.${kebab(action)}-done`));
    }
    onClose();
  };

  const danger = action === 'delete' || action === 'stop';
  return (
    <Alert
      isOpen
      icon={danger ? 'warning-sign' : 'info-sign'}
      intent={danger ? 'danger' : 'primary'}
      loading={busy}
      confirmButtonText={t(`actions.${kebab(action)}`)}
      cancelButtonText={t('actions.cancel')}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      {t(`confirm.${kebab(action)}`)}
    </Alert>
  );
};
