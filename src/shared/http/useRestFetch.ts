import { useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../auth/SessionContext';
import { tenantStore } from '../auth/tenantStore';
import { networkProblems, type NetworkProblems } from '../network/networkProblems';

export type RestFetch = (path: string, init?: RequestInit & { headers?: Record<string, string> }) => Promise<Response>;

/**
 * fetch() to REST with the headers the GraphQL client sends (bearer token, __tenant, language),
 * for what GraphQL does not carry: multipart uploads and the bytes of a file or an export.
 */
export const useRestFetch = (problems: Pick<NetworkProblems, 'report'> = networkProblems): RestFetch => {
  const session = useContext(SessionContext);
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (path, init = {}) => {
      // Read at the moment of the call: the token changes on renewal, the tenant on a switch.
      const token = session?.accessToken();
      const tenant = tenantStore.get();
      const request = fetch(path, {
        ...init,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(tenant ? { __tenant: tenant } : {}),
          'accept-language': language,
          ...init.headers,
        },
      });
      // No answer at all (fetch rejects with a TypeError): the shell's network banner says so
      // (spec 000 §8). Listed without a retry: an upload or a download is the user's to repeat.
      request.catch((error: unknown) => {
        if (error instanceof TypeError) problems.report(`rest:${path}`);
      });
      return request;
    },
    [session, language, problems],
  );
};

/** The server's message from the spec's error shape, or the fallback. */
export const serverMessage = async (response: Response, fallback: string) => {
  const failure = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return failure?.error?.message ?? fallback;
};
