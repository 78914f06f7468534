import { Alert } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { DeleteTenantDocument, FreezeTenantDocument, type TenantFieldsFragment } from '../../../generated/graphql';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';

type Props = { kind: 'freeze' | 'delete'; tenant: TenantFieldsFragment; onClose: () => void; onDone: () => void };

/**
 * Asks before freezing, unfreezing or deleting a tenant. A refused delete (children, members,
 * contracts) comes as the console's error toast with the server's reason.
 */
export const ConfirmTenantAlert = ({ kind, tenant, onClose, onDone }: Props) => {
  const { t } = useTranslation('tenants');
  const toasts = useErrorToasts();
  const [frozen, freeze] = useMutation(FreezeTenantDocument);
  const [deleted, remove] = useMutation(DeleteTenantDocument);
  const unfreeze = tenant.state === 'Frozen';
  const name = tenant.displayName;

  const handleConfirm = async () => {
    if (kind === 'delete') {
      const result = await remove({ id: tenant.id });
      onClose();
      if (result.error) return;
      toasts.showSuccess(t('delete.done', { name }));
    } else {
      const result = await freeze({ id: tenant.id, operate: unfreeze ? 'Unfreeze' : 'Freeze' });
      onClose();
      if (result.error) return;
      toasts.showSuccess(t(unfreeze ? 'freeze.unfrozen' : 'freeze.frozen', { name }));
    }
    onDone();
  };
  const busy = frozen.fetching || deleted.fetching;
  const question =
    kind === 'delete'
      ? t('delete.question', { name })
      : t(unfreeze ? 'freeze.unfreeze-question' : 'freeze.question', { name });
  return (
    <Alert
      isOpen
      icon={kind === 'delete' ? 'trash' : unfreeze ? 'unlock' : 'lock'}
      intent={kind === 'delete' || !unfreeze ? 'danger' : 'primary'}
      confirmButtonText={t(kind === 'delete' ? 'actions.delete' : unfreeze ? 'actions.unfreeze' : 'actions.freeze')}
      cancelButtonText={t('form.cancel')}
      loading={busy}
      canEscapeKeyCancel={!busy}
      onConfirm={() => void handleConfirm()}
      onCancel={onClose}
    >
      <p>{question}</p>
    </Alert>
  );
};
