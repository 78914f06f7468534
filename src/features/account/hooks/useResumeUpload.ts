import { useTranslation } from 'react-i18next';
import { serverMessage, useRestFetch } from '../../../shared/http/useRestFetch';

export type UploadOutcome = { ok: true } | { ok: false; message: string };

/**
 * Uploads a CV straight to REST (POST /api/business/user/uploadResume): the gateway does not
 * take multipart bodies.
 */
export const useResumeUpload = () => {
  const restFetch = useRestFetch();
  const { t } = useTranslation('account');
  return async (file: File): Promise<UploadOutcome> => {
    const body = new FormData();
    body.append('file', file, file.name);
    try {
      const response = await restFetch('/api/business/user/uploadResume', { method: 'POST', body });
      if (response.ok) return { ok: true };
      return { ok: false, message: await serverMessage(response, t('settings.resume.upload-failed')) };
    } catch {
      return { ok: false, message: t('common:error.network') };
    }
  };
};
