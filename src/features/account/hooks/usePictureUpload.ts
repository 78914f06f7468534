import { useTranslation } from 'react-i18next';
import type { UploadOutcome } from './useResumeUpload';
import { useRestFetch } from '../../../shared/http/useRestFetch';

export const PICTURE_UPLOAD_PATH = '/api/business/user/uploadPicture';

/** What the server takes as a photo (it checks the first bytes too). */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** Uploads a photo straight to REST, which replaces the old one (the gateway takes no multipart). */
export const usePictureUpload = () => {
  const restFetch = useRestFetch();
  const { t } = useTranslation('account');
  return async (file: File): Promise<UploadOutcome> => {
    const body = new FormData();
    body.append('file', file, file.name);
    try {
      const response = await restFetch(PICTURE_UPLOAD_PATH, { method: 'POST', body });
      if (response.ok) return { ok: true };
      const failure = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      return { ok: false, message: failure?.error?.message ?? t('settings.photo.upload-failed') };
    } catch {
      return { ok: false, message: t('common:error.network') };
    }
  };
};
