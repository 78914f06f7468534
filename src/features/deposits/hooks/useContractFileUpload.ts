import { useTranslation } from 'react-i18next';
import { isPdfFile } from '../pdfSignature';
import { serverMessage, useRestFetch } from '../../../shared/http/useRestFetch';

export type UploadOutcome = { ok: true } | { ok: false; message: string };

/**
 * Uploads contract PDFs straight to REST (multipart; the gateway takes no multipart bodies),
 * after the console's own check of the bytes ("upload file in PDF format").
 */
export const useContractFileUpload = (tenantId: string) => {
  const { t } = useTranslation('deposits');
  const restFetch = useRestFetch();
  return async (files: File[]): Promise<UploadOutcome> => {
    for (const file of files) {
      if (!(await isPdfFile(file))) return { ok: false, message: t('files.not-pdf') };
    }
    const body = new FormData();
    body.append('tenantId', tenantId);
    for (const file of files) body.append('file', file, file.name);
    try {
      const response = await restFetch('/api/business/tenant/contract', { method: 'POST', body });
      return response.ok
        ? { ok: true }
        : { ok: false, message: await serverMessage(response, t('files.upload-failed')) };
    } catch {
      return { ok: false, message: t('common:error.network') };
    }
  };
};
