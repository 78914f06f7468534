import { useTranslation } from 'react-i18next';
import { useRestFetch } from '../../../shared/http/useRestFetch';

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export type LogoOutcome = { ok: true; url: string } | { ok: false; message: string };

/**
 * Uploads a tenant's logo straight to REST (the gateway takes no multipart). The server checks
 * the bytes; its message is shown when it refuses.
 */
export const useLogoUpload = () => {
  const restFetch = useRestFetch();
  const { t } = useTranslation('tenants');
  return async (tenantId: string, file: File): Promise<LogoOutcome> => {
    const body = new FormData();
    body.append('file', file, file.name);
    try {
      const response = await restFetch(
        `/api/business/tenant/tenantProfile/logo?tenantId=${encodeURIComponent(tenantId)}`,
        { method: 'POST', body },
      );
      const answer = (await response.json().catch(() => null)) as {
        url?: string;
        error?: { message?: string };
      } | null;
      if (response.ok && answer?.url) return { ok: true, url: answer.url };
      return { ok: false, message: answer?.error?.message ?? t('form.logo-failed') };
    } catch {
      return { ok: false, message: t('common:error.network') };
    }
  };
};
