import { useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../auth/SessionContext';
import { tenantStore } from '../auth/tenantStore';

export type RestFetch = (path: string, init?: RequestInit & { headers?: Record<string, string> }) => Promise<Response>;

/**
 * fetch() to REST with the headers the GraphQL client sends (bearer token, __tenant, language),
 * for what GraphQL does not carry: multipart uploads and the bytes of a file or an export.
 */
export const useRestFetch = (): RestFetch => {
  const session = useContext(SessionContext);
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (path, init = {}) => {
      // Read at the moment of the call: the token changes on renewal, the tenant on a switch.
      const token = session?.accessToken();
      const tenant = tenantStore.get();
      return fetch(path, {
        ...init,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(tenant ? { __tenant: tenant } : {}),
          'accept-language': language,
          ...init.headers,
        },
      });
    },
    [session, language],
  );
};

/** The server's message from the spec's error shape, or the fallback. */
export const serverMessage = async (response: Response, fallback: string) => {
  const failure = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return failure?.error?.message ?? fallback;
};
