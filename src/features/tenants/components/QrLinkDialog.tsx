import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { TenantQrLinkDocument, type TenantFieldsFragment } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { useErrorToasts } from '../../../shared/errors/useErrorToasts';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { formatDateTime } from '../../../shared/i18n/formatDate';
import { QrCodeImage } from '../../../shared/ui/QrCodeImage';

type Props = { tenant: TenantFieldsFragment; onClose: () => void };

/** The tenant's QR link (GET qRCodeLink/{tenantId}): the code, the address and until when it holds. */
export const QrLinkDialog = ({ tenant, onClose }: Props) => {
  const { t } = useTranslation('tenants');
  const toasts = useErrorToasts();
  const [{ data, fetching, error }] = useQuery({
    query: TenantQrLinkDocument,
    variables: { tenantId: tenant.id },
    requestPolicy: 'network-only',
    context: NO_ERROR_TOAST,
  });
  const link = data?.tenantQrLink;
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard.writeText(link.content).then(
      () => toasts.showSuccess(t('qr.copied')),
      () => undefined,
    );
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('qr.title', { name: tenant.displayName })} icon="barcode">
      <DialogBody>
        {fetching && !link && <Spinner size={24} />}
        {error && !link && <Callout intent="danger">{errorMessage(error, t('common:error.network'))}</Callout>}
        {link && (
          <div className="atrium-tenant-qr">
            <QrCodeImage content={link.content} alt={t('qr.alt', { name: tenant.displayName })} size={200} />
            <InputGroup readOnly value={link.content} aria-label={t('actions.qr-link')} />
            <p>{t('qr.expires', { time: formatDateTime(link.expiresAt) })}</p>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('qr.copy')} icon="clipboard" disabled={!link} onClick={() => void copy()} />
            <Button intent="primary" text={t('switch.ok')} onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
};
