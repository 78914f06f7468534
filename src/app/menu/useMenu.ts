import { useMemo } from 'react';
import { useQuery } from 'urql';
import { ShellMenuDocument } from '../../generated/graphql';

/**
 * The user's menu for the current tenant. It changes with the tenant, and choosing a tenant
 * answers with a CurrentUser: naming that type makes urql's document cache refetch the menu then.
 */
export const useMenu = () => {
  const context = useMemo(() => ({ additionalTypenames: ['CurrentUser'] }), []);
  const [result] = useQuery({ query: ShellMenuDocument, context });
  return result;
};
