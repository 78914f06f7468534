import { useQuery } from 'urql';
import { ShellCurrentUserDocument } from '../../../../generated/graphql';

/** Who reads the centre's session costs (offline-plan-costs.service.ts COST_READERS). */
export const COST_READERS: readonly string[] = ['CenterAdmin', 'SeniorCoach', 'Finance'];

/**
 * Whether the user may read the current centre's session costs: the part is offered only to them
 * (the server refuses everyone else). The shell's own query, answered from urql's cache.
 */
export const useCostReader = (): boolean => {
  const [{ data }] = useQuery({ query: ShellCurrentUserDocument });
  const me = data?.me;
  const current = me?.currentTenant;
  if (!me || current?.type !== 'Center') return false;
  const membership = me.centerList.find((m) => m.tenantId === current.id);
  return membership?.roles.some((role) => COST_READERS.includes(role.name)) ?? false;
};
