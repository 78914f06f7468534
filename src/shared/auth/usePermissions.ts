import { useMemo } from 'react';
import { useQuery } from 'urql';
import { CurrentPermissionsDocument } from '../../generated/graphql';

export type Permissions = {
  /** False until the answer is in: hide what depends on a permission until then. */
  ready: boolean;
  /** A menu permission or policy granted in the current centre (Menu.User.Subject, RocketSystem.UserAssessment). */
  granted: (permission: string) => boolean;
  /** A tenant feature or front permission of the current centre (guardian, hfs, subject1.name). */
  tenantHas: (name: string) => boolean;
  /** A platform role of management mode (admin, editor, ...). */
  hasAdminRole: (role: string) => boolean;
};

/**
 * What the current user may do in the current centre, for showing only what the server would
 * allow (the server enforces it regardless). One cached query shared by every caller.
 */
export const usePermissions = (): Permissions => {
  const [{ data }] = useQuery({ query: CurrentPermissionsDocument });
  return useMemo(() => {
    const granted = new Set(data?.me.grantedPermissions ?? []);
    const features = new Set(data?.me.tenantPermissions ?? []);
    const adminRoles = new Set(data?.me.adminRoles ?? []);
    return {
      ready: data !== undefined,
      granted: (permission) => granted.has(permission),
      tenantHas: (name) => features.has(name),
      hasAdminRole: (role) => adminRoles.has(role),
    };
  }, [data]);
};
