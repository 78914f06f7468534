import { useHoldsCentreRole } from '../../../../shared/auth/useHoldsCentreRole';

/** Who reads the centre's session costs (offline-plan-costs.service.ts COST_READERS). */
export const COST_READERS: readonly string[] = ['CenterAdmin', 'SeniorCoach', 'Finance'];

/** Whether the user may read the current centre's session costs: the part is offered only to them. */
export const useCostReader = (): boolean => useHoldsCentreRole(COST_READERS);
