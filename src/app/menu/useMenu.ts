import { useQuery } from 'urql';
import { ShellMenuDocument } from '../../generated/graphql';

/**
 * The menu's operation context. The menu changes with the tenant, and choosing a tenant answers
 * with a CurrentUser: naming that type makes urql's document cache refetch the menu then.
 */
export const MENU_CONTEXT = { additionalTypenames: ['CurrentUser'] };

/** The user's menu for the current tenant. */
export const useMenu = () => {
  const [result] = useQuery({ query: ShellMenuDocument, context: MENU_CONTEXT });
  return result;
};
