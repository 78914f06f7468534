import { useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../../shared/auth/SessionContext';
import { tenantStore } from '../../../shared/auth/tenantStore';

export type RestFetch = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * fetch() to REST with the headers the GraphQL client sends (bearer token, __tenant, language),
 * for what GraphQL does not carry: multipart uploads and the bytes of a file.
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
        },
      });
    },
    [session, language],
  );
};
