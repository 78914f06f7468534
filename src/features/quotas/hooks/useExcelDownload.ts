import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage, useRestFetch } from '../../../shared/http/useRestFetch';

/** The file name in Content-Disposition (RFC 6266: filename* in UTF-8 wins over filename). */
export const fileNameOf = (header: string | null, fallback: string): string => {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  return (plain?.[1] ?? plain?.[2])?.trim() || fallback;
};

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
      const blob = await response.blob();
      const href = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = href;
      link.download = fileNameOf(response.headers.get('content-disposition'), 'quotas.xlsx');
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
      return null;
    } catch {
      return t('export.failed');
    } finally {
      setBusy(false);
    }
  };

  return { busy, download };
};
