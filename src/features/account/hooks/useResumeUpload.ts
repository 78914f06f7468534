import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../../shared/auth/SessionContext';
import { tenantStore } from '../../../shared/auth/tenantStore';

export type UploadOutcome = { ok: true } | { ok: false; message: string };

/**
 * Uploads a CV straight to REST (POST /api/business/user/uploadResume): the gateway does not
 * take multipart bodies. Same headers as the GraphQL client: bearer token, __tenant, language.
 */
export const useResumeUpload = () => {
  const session = useContext(SessionContext);
  const { t, i18n } = useTranslation('account');
  return async (file: File): Promise<UploadOutcome> => {
    const token = await session?.accessToken();
    const tenant = tenantStore.get();
    const body = new FormData();
    body.append('file', file, file.name);
    try {
      const response = await fetch('/api/business/user/uploadResume', {
        method: 'POST',
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(tenant ? { __tenant: tenant } : {}),
          'accept-language': i18n.language,
        },
        body,
      });
      if (response.ok) return { ok: true };
      const failure = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      return { ok: false, message: failure?.error?.message ?? t('settings.resume.upload-failed') };
    } catch {
      return { ok: false, message: t('common:error.network') };
    }
  };
};
