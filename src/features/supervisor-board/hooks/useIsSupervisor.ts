import { useHoldsCentreRole } from '../../../shared/auth/useHoldsCentreRole';
import { SUPERVISOR_ROLES } from '../board';

/** Whether the user is a centre admin or a senior coach of the current centre, who may read its board. */
export const useIsSupervisor = (): boolean => useHoldsCentreRole(SUPERVISOR_ROLES);
