import { Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** The certificate warning where a session starts: said, never in the way (no button moves under it). */
export const CertificateWarning = ({ message }: { message: string | null }) => {
  const { t } = useTranslation('trainer-credentials');
  if (!message) return null;
  return (
    <Callout intent="warning" icon="id-number" title={t('warning.title')} className="atrium-certificate-warning">
      {message}
    </Callout>
  );
};
