import { Button, Callout, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { AssessmentQrCodeDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';
import { errorMessage } from '../../../shared/graphql/errorMessage';
import { formatDateTime } from '../../../shared/i18n/formatDate';

/** Spec 001 §2 screen 12: the QR-code dialog; the server's PNG (base64), valid 30 days (§9). */
export const AssessmentQrDialog = ({
  userAssessmentId,
  subjectId,
  onClose,
}: {
  userAssessmentId: string;
  subjectId: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation('assessments');
  const [{ data, fetching, error }] = useQuery({
    query: AssessmentQrCodeDocument,
    variables: { userAssessmentId, subjectId },
    requestPolicy: 'network-only',
    context: NO_ERROR_TOAST,
  });
  const code = data?.assessmentQrCode;
  return (
    <Dialog isOpen onClose={onClose} title={t('qr.title')}>
      <DialogBody>
        {error && <Callout intent="danger">{errorMessage(error, t('common:error.network'))}</Callout>}
        {fetching && !code && <Spinner />}
        {code && (
          <div className="atrium-assessment-qr">
            <img src={`data:image/png;base64,${code.image}`} alt={t('qr.title')} width={220} height={220} />
            <p>{t('qr.hint')}</p>
            <p>{t('qr.valid-until', { time: formatDateTime(code.expiresAt) })}</p>
          </div>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t('qr.close')} onClick={onClose} />} />
    </Dialog>
  );
};
