import { useMemo } from 'react';
import { useQuery } from 'urql';
import { AdminSubjectDetailDocument, SubjectDetailDocument } from '../../../generated/graphql';
import { NO_ERROR_TOAST } from '../../../shared/errors/ErrorHandlingContext';

const NETWORK_ONLY = { requestPolicy: 'network-only' } as const;

/** A child of the current centre with the centres it is granted to and its linked staff. */
export const useSubjectDetail = (subjectId: string) => {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: SubjectDetailDocument,
    variables: { id: subjectId },
    // The failure is shown in place; a toast would say it twice.
    context: NO_ERROR_TOAST,
  });
  return useMemo(
    () => ({
      detail: data?.subjectDetail,
      tenantNames: data?.subjectTenants.map((g) => g.tenantName),
      trainers: data?.subjectLinkedStaff ?? null,
      fetching,
      error,
      reload: () => reexecute(NETWORK_ONLY),
    }),
    [data, fetching, error, reexecute],
  );
};

/** A child of any centre, for the role named admin in management mode. */
export const useAdminSubjectDetail = (subjectId: string, tenantId: string | null) => {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: AdminSubjectDetailDocument,
    variables: { id: subjectId, tenantId },
    context: NO_ERROR_TOAST,
  });
  return useMemo(
    () => ({ detail: data?.adminSubjectDetail, fetching, error, reload: () => reexecute(NETWORK_ONLY) }),
    [data, fetching, error, reexecute],
  );
};
