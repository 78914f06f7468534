import { useMatches } from 'react-router';

/**
 * Menu routes whose screen is not built yet (they open the "What this page is for" page). The
 * router knows them (routes.tsx gives each such route that page) and hands them to the menu on
 * the guard route's `handle`, so the menu's "coming" tags cannot disagree with what opens.
 */
export type ComingRoutesHandle = { readonly comingRoutes: ReadonlySet<string> };

const isComingRoutesHandle = (handle: unknown): handle is ComingRoutesHandle =>
  typeof handle === 'object' && handle !== null && 'comingRoutes' in handle && handle.comingRoutes instanceof Set;

const NONE: ReadonlySet<string> = new Set();

export const useComingRoutes = (): ReadonlySet<string> => {
  const handle = useMatches()
    .map((m) => m.handle)
    .find(isComingRoutesHandle);
  return handle?.comingRoutes ?? NONE;
};
