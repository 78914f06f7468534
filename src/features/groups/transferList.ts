import type { GroupChildFieldsFragment } from '../../generated/graphql';

/** Spec 000 §9: a side of the transfer list shows at most 100 children; search finds the rest. */
export const TRANSFER_LIST_MAX = 100;

/** Spec 000 §9: the dialog loads up to 99999 bound children at once. */
export const CHILD_SEARCH_SIZE = 99999;

/** The children whose name or outpatient number holds the search text, ignoring case. */
export const matching = (children: readonly GroupChildFieldsFragment[], search: string) => {
  const needle = search.trim().toLowerCase();
  if (!needle) return children;
  return children.filter(
    (child) =>
      child.name.toLowerCase().includes(needle) || (child.outpatientNumber ?? '').toLowerCase().includes(needle),
  );
};

/** The two sides: bound children not chosen (in the list's order), and the chosen ones (in theirs). */
export const transferSides = (
  candidates: readonly GroupChildFieldsFragment[],
  members: readonly GroupChildFieldsFragment[],
  selection: readonly string[],
) => {
  // A member who is no longer bound or of the stage is not a candidate, yet may stay or go.
  const byId = new Map([...candidates, ...members].map((child) => [child.id, child]));
  const chosen = new Set(selection);
  return {
    available: candidates.filter((child) => !chosen.has(child.id)),
    selected: selection.flatMap((id) => byId.get(id) ?? []),
  };
};
