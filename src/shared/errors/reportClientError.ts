import type { ClientErrorInput } from '../../generated/graphql';

// Reports go to the gateway with a plain fetch, not through the urql client: a report must not
// pass through the exchange that produced it (no loop when reporting itself fails), and it must
// work while the client is being replaced (a tenant switch makes a new one).

/** The text of src/shared/errors/graphql/errors.operations.graphql (codegen checks that file). */
export const REPORT_CLIENT_ERROR_MUTATION = `mutation ReportClientError($input: ClientErrorInput!) {
  reportClientError(input: $input)
}`;

export const REPORT_OPERATION_NAME = 'ReportClientError';

export type ErrorReporterDeps = {
  url: string;
  accessToken: () => Promise<string | null>;
  tenantId: () => string | null;
  fetch?: typeof fetch;
  now?: () => number;
};

/** The same failure again within this window is not reported twice (a polling page, a retry loop). */
export const REPORT_DEDUPE_MS = 10_000;

export type ErrorReporter = (input: ClientErrorInput) => Promise<void>;

export const createErrorReporter = ({
  url,
  accessToken,
  tenantId,
  fetch: fetchFn = (...args) => fetch(...args),
  now = Date.now,
}: ErrorReporterDeps): ErrorReporter => {
  const recent = new Map<string, number>();
  return async (input) => {
    const key = [input.operation, input.code, input.status, input.message].join('|');
    const last = recent.get(key);
    if (last !== undefined && now() - last < REPORT_DEDUPE_MS) return;
    recent.set(key, now());
    const token = await accessToken();
    // Nothing to report with: the server accepts reports from signed-in users only.
    if (!token) return;
    const tenant = tenantId();
    try {
      await fetchFn(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          authorization: `Bearer ${token}`,
          ...(tenant ? { __tenant: tenant } : {}),
        },
        body: JSON.stringify({
          operationName: REPORT_OPERATION_NAME,
          query: REPORT_CLIENT_ERROR_MUTATION,
          variables: { input: { ...input, contextTenantId: input.contextTenantId ?? tenant } },
        }),
      });
    } catch (error) {
      // The report is best effort; the user has already been told what went wrong.
      console.warn('client error report failed', error);
    }
  };
};
