import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileNameFromDisposition, saveBlob } from '../../../shared/http/download';
import { serverMessage, useRestFetch } from '../../../shared/http/useRestFetch';

/**
 * Downloads a quota list's Excel export from REST with the console's headers and saves it under
 * the server's name. Answers null on success, or the message to show (spec 001 §8: failed to
 * download, refresh and retry).
 */
export const useExcelDownload = () => {
  const restFetch = useRestFetch();
  const { t } = useTranslation('quotas');
  const [busy, setBusy] = useState(false);

  const download = async (path: string): Promise<string | null> => {
    setBusy(true);
    try {
      const response = await restFetch(path, { method: 'GET' });
      if (!response.ok) return await serverMessage(response, t('export.failed'));
      saveBlob(
        await response.blob(),
        fileNameFromDisposition(response.headers.get('content-disposition'), 'quotas.xlsx'),
      );
      return null;
    } catch {
      return t('export.failed');
    } finally {
      setBusy(false);
    }
  };

  return { busy, download };
};
