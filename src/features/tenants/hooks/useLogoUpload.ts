import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../../shared/auth/SessionContext';
import { tenantStore } from '../../../shared/auth/tenantStore';

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export type LogoOutcome = { ok: true; url: string } | { ok: false; message: string };

/**
 * Uploads a tenant's logo straight to REST (the gateway takes no multipart), with the headers the
 * GraphQL client sends. The server checks the bytes; its message is shown when it refuses.
 */
export const useLogoUpload = () => {
  const session = useContext(SessionContext);
  const { t, i18n } = useTranslation('tenants');
  return async (tenantId: string, file: File): Promise<LogoOutcome> => {
    const body = new FormData();
    body.append('file', file, file.name);
    const token = session?.accessToken();
    const tenant = tenantStore.get();
    try {
      const response = await fetch(`/api/business/tenant/tenantProfile/logo?tenantId=${encodeURIComponent(tenantId)}`, {
        method: 'POST',
        body,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(tenant ? { __tenant: tenant } : {}),
          'accept-language': i18n.language,
        },
      });
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
