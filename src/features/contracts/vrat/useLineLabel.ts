import { useQuery } from 'urql';
import { ShellMenuDocument } from '../../../generated/graphql';

/** 'VCAT' when the tenant has vrat1.showVCAT (spec 002 intro), as the menu reads it; 'VRAT' otherwise. */
export const useLineLabel = (): 'VRAT' | 'VCAT' => {
  const [{ data }] = useQuery({ query: ShellMenuDocument });
  return data?.menu.vcat ? 'VCAT' : 'VRAT';
};
