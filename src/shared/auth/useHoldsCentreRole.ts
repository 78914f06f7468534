import { useQuery } from 'urql';
import { ShellCurrentUserDocument } from '../../generated/graphql';

/**
 * Whether the user holds one of `roles` in the current centre (false outside a centre): for parts
 * a page offers only to some roles (the server refuses everyone else). The shell's own query,
 * answered from urql's cache: no request of its own.
 */
export const useHoldsCentreRole = (roles: readonly string[]): boolean => {
  const [{ data }] = useQuery({ query: ShellCurrentUserDocument });
  const me = data?.me;
  const current = me?.currentTenant;
  if (!me || current?.type !== 'Center') return false;
  const membership = me.centerList.find((m) => m.tenantId === current.id);
  return membership?.roles.some((role) => roles.includes(role.name)) ?? false;
};
