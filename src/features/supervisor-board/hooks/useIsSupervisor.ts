import { useQuery } from 'urql';
import { ShellCurrentUserDocument } from '../../../generated/graphql';
import { SUPERVISOR_ROLES } from '../board';

/**
 * Whether the user is a centre admin or a senior coach of the current centre, who may read its
 * supervisor board (the server refuses everyone else). The shell's own query, answered from
 * urql's cache: no request of its own.
 */
export const useIsSupervisor = (): boolean => {
  const [{ data }] = useQuery({ query: ShellCurrentUserDocument });
  const me = data?.me;
  const current = me?.currentTenant;
  if (!me || current?.type !== 'Center') return false;
  const membership = me.centerList.find((m) => m.tenantId === current.id);
  return membership?.roles.some((role) => SUPERVISOR_ROLES.includes(role.name)) ?? false;
};
